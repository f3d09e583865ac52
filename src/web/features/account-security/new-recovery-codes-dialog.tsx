import { type ReactNode, useState } from 'react';
import { twoFactorBodies } from '@/shared/contracts/two-factor';
import { twoFactorMessages, twoFactorText } from '@/shared/domain/two-factor';
import { toast } from '@/web/lib/toast';
import { PasswordAndCodeForm } from '@/web/ui/password-and-code-form';
import { useMakeRecoveryCodes } from './api/make-recovery-codes';
import { RecoveryCodes } from './recovery-codes';
import { type DialogOpenProps, StepDialog, type StepHeading } from './step-dialog';

/** 'New recovery codes': the password and a code, then the ten new codes, shown this once. */
export function NewRecoveryCodesDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <StepDialog open={open} onOpenChange={onOpenChange}>
      {(heading) => <NewRecoveryCodes heading={heading} onDone={() => onOpenChange(false)} />}
    </StepDialog>
  );
}

function NewRecoveryCodes({
  heading,
  onDone,
}: {
  heading: (step: StepHeading) => ReactNode;
  onDone: () => void;
}) {
  const make = useMakeRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <>
        {heading({ title: twoFactorText.codesTitle, description: twoFactorText.codesHint })}
        <RecoveryCodes codes={codes} onDone={onDone} />
      </>
    );
  }
  return (
    <>
      {heading({ title: twoFactorText.newRecoveryCodes, description: twoFactorText.newCodesHint })}
      <PasswordAndCodeForm
        idPrefix="recovery-codes"
        schema={twoFactorBodies.newRecoveryCodes}
        submitLabel={twoFactorText.makeCodes}
        submitTone="primary"
        onConfirmed={async (values) => {
          const { backupCodes } = await make.mutateAsync(values);
          toast.success(twoFactorMessages.codesMade);
          setCodes(backupCodes);
        }}
      />
    </>
  );
}
