/**
 * Toasts (docs/product.md#errors and #client-timings) through sonner, loaded on the first toast so the public
 * entry stays lean. The toaster sits top-right, default duration 5000 ms; API error toasts last 3000 ms.
 */
import { API_ERROR_TOAST_MS } from '#shared/limits.ts';

type ToastApi = typeof import('./toaster-host.tsx');

let host: Promise<ToastApi> | undefined;

function loadToaster(): Promise<ToastApi> {
  host ??= import('./toaster-host.tsx').then((module) => {
    module.mountToaster();
    return module;
  });
  return host;
}

export function showErrorToast(text: string): Promise<void> {
  return loadToaster().then((module) => module.errorToast(text, API_ERROR_TOAST_MS));
}

export function showSuccessToast(text: string): Promise<void> {
  return loadToaster().then((module) => module.successToast(text));
}
