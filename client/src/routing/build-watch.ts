/**
 * docs/product.md#states: a periodic check of `/bff/build`. When the served build differs from the one
 * compiled into this bundle (`__BUILD_ID__`), the next navigation loads the new build with a full page
 * load — never while a form holds unsaved input, never in the middle of typing.
 */
export interface BuildWatchOptions {
  currentBuildId: string;
  fetchLatestBuildId: () => Promise<string | undefined>;
  hasUnsavedInput: () => boolean;
  /** loads `href` as a full page (the new build) */
  loadPage: (href: string) => void;
}

export interface BuildWatch {
  check(): Promise<boolean>;
  /** called when a navigation to `href` starts; answers true when it became a full page load */
  onNavigation(href: string): boolean;
  readonly updateReady: boolean;
}

export function createBuildWatch(options: BuildWatchOptions): BuildWatch {
  let newer = false;
  return {
    async check() {
      if (newer) return true;
      try {
        const latest = await options.fetchLatestBuildId();
        if (latest && latest !== options.currentBuildId) newer = true;
      } catch {
        // offline or the BFF is restarting: try again next time
      }
      return newer;
    },
    onNavigation(href) {
      if (!newer || options.hasUnsavedInput()) return false;
      options.loadPage(href);
      return true;
    },
    get updateReady() {
      return newer;
    },
  };
}

/** Forms the visitor has typed in and not submitted, still on the page. */
export function trackUnsavedInput(doc: Document): () => boolean {
  const dirty = new Set<HTMLFormElement>();
  doc.addEventListener('input', (event) => {
    const form = (event.target as HTMLInputElement | null)?.form;
    if (form) dirty.add(form);
  });
  doc.addEventListener('submit', (event) => {
    if (event.target instanceof HTMLFormElement) dirty.delete(event.target);
  });
  return () => {
    for (const form of dirty) if (!form.isConnected) dirty.delete(form);
    return dirty.size > 0;
  };
}
