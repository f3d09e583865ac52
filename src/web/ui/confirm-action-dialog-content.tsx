import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

export type ConfirmActionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
  pending?: boolean;
  /** Keeps the confirm button disabled, e.g. until a typed confirmation matches. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  /** Anything the user must do before confirming (a typed name). */
  children?: ReactNode;
};

/** The dialog of confirm-action-dialog.tsx, which loads this code when it first opens. */
export function ConfirmActionDialogContent({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive,
  pending,
  confirmDisabled,
  onConfirm,
  children,
}: ConfirmActionDialogProps) {
  // Opened by state rather than by a dialog trigger, the dialog would leave focus on the page's body when it
  // closes: it goes back to the control that opened it instead, while that is still on the page.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      {/* One shrinkable column: a long name or email wraps instead of widening the dialog. */}
      <DialogContent
        role="alertdialog"
        className="grid-cols-[minmax(0,1fr)]"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="space-y-2 [overflow-wrap:anywhere]">{description}</div>
          </DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            variant={destructive ? 'destructive' : 'primary'}
            disabled={pending || confirmDisabled}
            onClick={onConfirm}
          >
            {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
