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
