import { type ReactNode, useState } from 'react';
import { type TwoFactorEnrolment as Enrolment, twoFactorBodies } from '@/shared/contracts/two-factor';
import { twoFactorText } from '@/shared/domain/two-factor';
import { useStartTwoFactor } from './api/start-two-factor';
import { PasswordConfirmForm } from './password-confirm-form';
import { RecoveryCodes } from './recovery-codes';
import type { StepHeading } from './step-dialog';
import { TwoFactorScanStep } from './two-factor-scan-step';

type Step =
  | { name: 'password' }
  | { name: 'scan'; enrolment: Enrolment }
  /** Two-factor is on: the codes the first step answered are shown, this once. */
  | { name: 'codes'; codes: string[] };

const STEPS = 3;

/**
 * Turning two-factor on, in three steps: the password, the app's QR code and its first code, then the
 * recovery codes. The Security card's dialog and the required setup's page each give it their own heading.
 */
export function TwoFactorEnrolment({
  heading,
  onFinished,
}: {
  /** The step's title and description, as the surrounding dialog or page shows a heading. */
  heading: (step: StepHeading) => ReactNode;
  /** The recovery codes were saved (Done). */
  onFinished: () => void;
}) {
  const [step, setStep] = useState<Step>({ name: 'password' });
  const start = useStartTwoFactor();

  if (step.name === 'password') {
    return (
      <>
        {heading({
          title: twoFactorText.turnOnTitle,
          description: twoFactorText.passwordHint,
          progress: twoFactorText.stepOf(1, STEPS),
        })}
        <PasswordConfirmForm
          id="two-factor-on-password"
          schema={twoFactorBodies.enable}
          submitLabel={twoFactorText.continue}
          onPassword={async (password) =>
            setStep({ name: 'scan', enrolment: await start.mutateAsync({ password }) })
          }
        />
      </>
    );
  }
  if (step.name === 'scan') {
    return (
      <>
        {heading({
          title: twoFactorText.scanTitle,
          description: twoFactorText.scanHint,
          progress: twoFactorText.stepOf(2, STEPS),
        })}
        <TwoFactorScanStep
          enrolment={step.enrolment}
          onConfirmed={() => setStep({ name: 'codes', codes: step.enrolment.backupCodes })}
        />
      </>
    );
  }
  return (
    <>
      {heading({
        title: twoFactorText.codesTitle,
        description: twoFactorText.codesHint,
        progress: twoFactorText.stepOf(3, STEPS),
      })}
      <RecoveryCodes codes={step.codes} onDone={onFinished} />
    </>
  );
}
