/** The sonner toaster, mounted once in its own root the first time a toast is shown. */
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from '#shared/limits.ts';

let mounted = false;

export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.id = 'toasts';
  document.body.append(container);
  createRoot(container).render(
    <Toaster position={TOAST_POSITION} duration={TOAST_AUTO_CLOSE_MS} richColors closeButton />,
  );
}

export function errorToast(text: string, duration: number): void {
  toast.error(text, { duration });
}

export function successToast(text: string): void {
  toast.success(text);
}
