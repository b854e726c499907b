/** The sonner toaster, mounted once in its own root the first time a toast is shown. */
import type { CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '#shared/limits.ts';

/**
 * sonner's rich success text (hsl 140 100% 27%) on its success background is 4.25:1, under
 * WCAG AA's 4.5:1 for body text; this green gives 5.9:1 on the same background.
 */
const READABLE_COLORS = { '--success-text': 'hsl(140, 100%, 22%)' } as CSSProperties;

/**
 * Top-right, but below the bars at the top: the site's header, the panel's (theme switch, profile
 * menu) and a drawer's title row with its close button — a toast over them hid the very controls a
 * person reaches for next (issue 24). 5rem clears the tallest, the site header's 4.25rem.
 */
const BELOW_THE_HEADERS = { top: '5rem' } as const;

let mounted = false;

export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.id = 'toasts';
  document.body.append(container);
  createRoot(container).render(
    <Toaster
      position={TOAST_POSITION}
      offset={BELOW_THE_HEADERS}
      mobileOffset={BELOW_THE_HEADERS}
      duration={TOAST_AUTO_CLOSE_MS}
      richColors
      closeButton
      style={READABLE_COLORS}
    />,
  );
}

export function errorToast(text: string, duration: number): void {
  toast.error(text, { duration });
}

export function successToast(text: string): void {
  toast.success(text);
}
