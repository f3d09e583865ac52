import { LoaderCircle, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

export const applicationDialogTitle = 'Apply for a partnership';
export const applicationDialogDescription =
  'Eight quick steps. Only your business name and email are required.';

/**
 * The application dialog's frame, shown at once on a click while the form's code is still on its way
 * (issue 45: feedback within 100 ms). It is the real dialog's size and place, with its title and a
 * loading line, so the form then fills it in without a jump. Plain elements rather than the Radix dialog,
 * whose code is what is loading; it closes like the dialog (Escape, the close button, the backdrop).
 */
type ApplicationDialogLoadingProps = {
  /** Called once the frame is on screen. */
  onShown: () => void;
  /** Escape, the close button or the backdrop: the visitor no longer wants the dialog. */
  onClose: () => void;
};

export function ApplicationDialogLoading({ onShown, onClose }: ApplicationDialogLoadingProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    onShown();
    frame.current?.focus();
  }, [onShown]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return createPortal(
    <>
      <div
        aria-hidden
        onClick={onClose}
        className="fixed inset-0 z-50 animate-fade-in bg-slate-950/40 backdrop-blur-[2px]"
      />
      <div
        ref={frame}
        role="dialog"
        aria-modal="true"
        aria-labelledby="application-loading-title"
        aria-busy="true"
        tabIndex={-1}
        className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 animate-zoom-in gap-6 overflow-y-auto rounded-lg border bg-white p-6 shadow-xl focus:outline-none sm:p-8"
      >
        <div className="flex flex-col gap-1.5 pr-6">
          <h2 id="application-loading-title" className="text-xl font-semibold text-slate-900">
            {applicationDialogTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{applicationDialogDescription}</p>
        </div>
        <div role="status" className="flex min-h-56 flex-col items-center justify-center gap-3">
          <LoaderCircle className="size-7 animate-spin text-primary" aria-hidden />
          <p className="text-sm font-medium text-slate-600">Loading the application form…</p>
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="absolute top-4 right-4 cursor-pointer rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </>,
    document.body,
  );
}
