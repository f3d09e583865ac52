import { useRereadTwoFactorState } from './api/get-two-factor-state';
import { type DialogOpenProps, StepDialog } from './step-dialog';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** The Security card's 'Turn on': the three steps of enrolment in a dialog. */
export function TurnOnDialog({ open, onOpenChange }: DialogOpenProps) {
  const reread = useRereadTwoFactorState();
  // Read again however it closes: two-factor is on from the second step, and the codes' step can be
  // closed without Done.
  const setOpen = (next: boolean) => {
    if (!next) void reread();
    onOpenChange(next);
  };
  return (
    <StepDialog open={open} onOpenChange={setOpen}>
      {(heading) => <TwoFactorEnrolment heading={heading} onFinished={() => setOpen(false)} />}
    </StepDialog>
  );
}
