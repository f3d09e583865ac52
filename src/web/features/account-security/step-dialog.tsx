import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/ui/dialog';

export type StepHeading = { title: string; description: string; progress?: string };

/** Whether a dialog is open, and how it asks to close: what the Security card gives each of its dialogs. */
export type DialogOpenProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A dialog whose title and description follow the step its content is at. Its content leaves the page
 * when it closes, so it opens again at the first step, with nothing typed or shown kept.
 */
export function StepDialog({
  open,
  onOpenChange,
  children,
}: DialogOpenProps & {
  children: (heading: (step: StepHeading) => ReactNode) => ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* One shrinkable column: the key and the codes wrap instead of widening the dialog on a phone. */}
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        {children(({ title, description, progress }) => (
          <DialogHeader>
            {progress ? <p className="text-xs font-medium text-primary">{progress}</p> : null}
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
        ))}
      </DialogContent>
    </Dialog>
  );
}
