import { useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

// Toasts, with sonner (~9 KB gzip) loaded on the first one: most first visits never show a toast, so
// the visitor's first page does not carry it. Import `toast` from here, never from 'sonner' (a Biome
// layer rule, web-toast-via-lib, refuses it elsewhere): only a toast sent through here mounts the
// Toaster (components/ui/toaster.tsx). sonner replays toasts made before its Toaster subscribed, so a
// toast is shown once the chunk has loaded; it runs in the order it was called.

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];

let sonner: Promise<Sonner> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function withSonner(show: (t: Sonner) => unknown) {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  sonner ??= import('sonner').then(
    (m) => m.toast,
    (e: unknown) => {
      sonner = null; // a failed download (offline, a new deploy) is tried again by the next toast
      throw e;
    },
  );
  sonner.then(show).catch((e: unknown) => console.error('toast could not be shown', e));
}

const kind =
  (k: 'success' | 'error' | 'info' | 'warning') =>
  (message: Message, data?: ExternalToast): void =>
    withSonner((t) => t[k](message, data));

/** sonner's `toast` for what this app uses; nothing is returned (give an `id` to dismiss it later). */
export const toast = Object.assign((message: Message, data?: ExternalToast): void => withSonner((t) => t(message, data)), {
  success: kind('success'),
  error: kind('error'),
  info: kind('info'),
  warning: kind('warning'),
  dismiss: (id?: string | number): void => {
    if (wanted) withSonner((t) => t.dismiss(id));
  },
});

/** True once any toast was sent: the app's Toaster mounts from then on. */
export function useToasterWanted() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
}
