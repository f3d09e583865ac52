import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { requestToaster } from './toaster-request';

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast['success']>[0];

let sonner: Promise<SonnerToast> | undefined;

/**
 * Calls sonner once its code is loaded. Toasts answer what a user did, never a first paint, so sonner
 * (about 10 KB) loads with the first toast instead of with every page. Calls keep their order, and
 * sonner shows a toast made before its toaster mounted as soon as it does.
 */
function withSonner(use: (toast: SonnerToast) => void) {
  requestToaster();
  sonner ??= import('sonner').then((m) => m.toast);
  void sonner.then(use);
}

/** sonner's `toast`, for the calls the app makes. */
export const toast = {
  success: (message: Message, options?: ExternalToast) => withSonner((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => withSonner((t) => t.error(message, options)),
  info: (message: Message, options?: ExternalToast) => withSonner((t) => t.info(message, options)),
  loading: (message: Message, options?: ExternalToast) => withSonner((t) => t.loading(message, options)),
  dismiss: (id?: string | number) => withSonner((t) => t.dismiss(id)),
};
