import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type TwoFactorEnrolment, twoFactorBodies } from '@/shared/contracts/two-factor';
import { twoFactorMessages, twoFactorText } from '@/shared/domain/two-factor';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { showPasswordOrCodeRefusal } from '@/web/ui/password-or-code-refusal';
import { Skeleton } from '@/web/ui/skeleton';
import { useConfirmTwoFactor } from './api/confirm-two-factor';
import { authenticatorKey, inGroupsOfFour } from './authenticator-key';
import { copyText } from './copy-text';

// The QR encoder loads with this step, not with the Security page.
const QrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })));

type CodeValues = z.input<typeof twoFactorBodies.verifyTotp>;

/**
 * Turning two-factor on, second step: the app scans the QR code (or takes the key typed by hand), and its
 * first code confirms it. Two-factor is on from the moment the server accepts that code.
 */
export function TwoFactorScanStep({
  enrolment,
  onConfirmed,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirmed: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const key = authenticatorKey(enrolment.totpURI);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues, unknown, z.output<typeof twoFactorBodies.verifyTotp>>({
    resolver: zodResolver(twoFactorBodies.verifyTotp),
    defaultValues: { code: '' },
  });

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await confirm.mutateAsync(body);
    } catch (error) {
      showPasswordOrCodeRefusal(error, setError, ['code']);
      return;
    }
    toast.success(twoFactorMessages.turnedOn);
    onConfirmed();
  });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="shrink-0 rounded-lg border bg-white p-2">
          <Suspense fallback={<Skeleton className="size-44" />}>
            <QrCode value={enrolment.totpURI} label={twoFactorText.qrLabel} className="size-44" />
          </Suspense>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-sm text-slate-700">{twoFactorText.keyLabel}</p>
          <code
            id="two-factor-key"
            className="rounded-md bg-slate-100 px-2 py-1.5 font-mono text-sm tracking-wide break-words text-slate-900"
          >
            {inGroupsOfFour(key)}
          </code>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => void copyText(key, twoFactorText.keyCopied)}
          >
            <Copy aria-hidden />
            {twoFactorText.copyKey}
          </Button>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField
          id="two-factor-first-code"
          label={twoFactorText.firstCodeLabel}
          error={errors.code?.message}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" className="sm:w-48" {...register('code')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="sm:self-end">
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {twoFactorText.confirm}
        </Button>
      </form>
    </div>
  );
}
