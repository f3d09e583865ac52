import { useEffect } from 'react';
import { Toaster as Sonner, toast, useSonner } from 'sonner';
import { TOAST_DURATION_MS } from '@/shared/domain/limits';

/**
 * SPEC §2/§9: one toast at a time, closing after 5 s. sonner would only hide older toasts behind the
 * newest, so they are dismissed outright: a new toast replaces the one on screen.
 */
export function Toaster() {
  const { toasts } = useSonner();
  useEffect(() => {
    for (const older of toasts.slice(1)) toast.dismiss(older.id);
  }, [toasts]);

  return (
    <Sonner
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'shadow-lg', title: 'text-sm font-medium' } }}
    />
  );
}
