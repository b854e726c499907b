/**
 * Autosave of the builder's draft without lost work: every change is kept in the browser at once
 * (a backup that outlives a closed tab or a dropped network) and sent after a pause; while the
 * server cannot be reached the last change is retried with a growing delay (and at once when the
 * browser is back online), and the backup is cleared only when the server has exactly what was
 * last changed. A refusal of the content itself (a 4xx) is reported and not retried.
 */

export type DraftState =
  | { kind: 'saved'; at?: string }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'offline'; retryInMs: number }
  | { kind: 'refused'; message: string };

export interface DraftBackup<D> {
  read(): D | undefined;
  write(draft: D): void;
  clear(): void;
}

export interface DraftSaverOptions<D> {
  /** sends a draft; resolves with the server's time of saving */
  send: (draft: D) => Promise<string | undefined>;
  backup: DraftBackup<D>;
  onState: (state: DraftState) => void;
  /** the pause after a change before sending */
  delayMs?: number;
  /** the delays between tries while the server cannot be reached */
  retryDelaysMs?: readonly number[];
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Whether a failed send may work later: no answer, or the server's or the network's trouble. */
export function isRetriable(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 408 || status === 429;
}

export class DraftSaver<D> {
  private latest: D | undefined;
  private saved: D | undefined;
  private timer: unknown;
  private running: Promise<void> | undefined;
  private failures = 0;
  private readonly options: Required<Pick<DraftSaverOptions<D>, 'delayMs' | 'retryDelaysMs'>> &
    DraftSaverOptions<D>;

  constructor(options: DraftSaverOptions<D>) {
    this.options = { delayMs: 800, retryDelaysMs: [1000, 2000, 5000, 10_000, 30_000], ...options };
  }

  /** A change: kept in the browser now, sent after the pause. */
  change(draft: D): void {
    this.latest = draft;
    this.options.backup.write(draft);
    this.options.onState({ kind: 'pending' });
    this.schedule(this.options.delayMs);
  }

  /** Whether something changed that the server does not have yet. */
  hasUnsaved(): boolean {
    return this.latest !== undefined && this.latest !== this.saved;
  }

  /** Sends what is unsaved now (before publishing, or when the browser is back online). */
  async flush(): Promise<void> {
    this.cancelTimer();
    await this.run();
  }

  private schedule(ms: number): void {
    this.cancelTimer();
    const setTimer = this.options.setTimer ?? ((run, delay) => setTimeout(run, delay));
    this.timer = setTimer(() => {
      this.timer = undefined;
      void this.run();
    }, ms);
  }

  private cancelTimer(): void {
    if (this.timer === undefined) return;
    (this.options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>)))(this.timer);
    this.timer = undefined;
  }

  private async run(): Promise<void> {
    while (this.running) await this.running;
    if (!this.hasUnsaved()) return;
    const draft = this.latest as D;
    this.running = this.sendOne(draft);
    try {
      await this.running;
    } finally {
      this.running = undefined;
    }
  }

  private async sendOne(draft: D): Promise<void> {
    this.options.onState({ kind: 'saving' });
    try {
      const at = await this.options.send(draft);
      this.failures = 0;
      this.saved = draft;
      if (this.latest === draft) {
        this.options.backup.clear();
        this.options.onState(at === undefined ? { kind: 'saved' } : { kind: 'saved', at });
      } else {
        this.schedule(this.options.delayMs);
      }
    } catch (error) {
      if (!isRetriable(error)) {
        this.options.onState({ kind: 'refused', message: (error as Error).message || 'Not saved' });
        return;
      }
      const delays = this.options.retryDelaysMs;
      const retryInMs = delays[Math.min(this.failures, delays.length - 1)] ?? 30_000;
      this.failures += 1;
      this.options.onState({ kind: 'offline', retryInMs });
      this.schedule(retryInMs);
    }
  }
}
