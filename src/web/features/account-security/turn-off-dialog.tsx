import { twoFactorBodies } from '@/shared/contracts/two-factor';
import { twoFactorMessages, twoFactorText } from '@/shared/domain/two-factor';
import { toast } from '@/web/lib/toast';
import { PasswordAndCodeForm } from '@/web/ui/password-and-code-form';
import { useTurnOffTwoFactor } from './api/turn-off-two-factor';
import { type DialogOpenProps, StepDialog } from './step-dialog';

/** 'Turn off': the password and a code (the app's or a recovery code), so a stolen session alone cannot. */
export function TurnOffDialog({ open, onOpenChange }: DialogOpenProps) {
  const turnOff = useTurnOffTwoFactor();
  return (
    <StepDialog open={open} onOpenChange={onOpenChange}>
      {(heading) => (
        <>
          {heading({ title: twoFactorText.turnOffTitle, description: twoFactorText.turnOffHint })}
          <PasswordAndCodeForm
            idPrefix="two-factor-off"
            schema={twoFactorBodies.disable}
            submitLabel={twoFactorText.turnOff}
            onConfirmed={async (body) => {
              await turnOff.mutateAsync(body);
              toast.success(twoFactorMessages.turnedOff);
              onOpenChange(false);
            }}
          />
        </>
      )}
    </StepDialog>
  );
}
