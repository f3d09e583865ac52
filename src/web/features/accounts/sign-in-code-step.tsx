import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { twoFactorBodies } from '@/shared/contracts/two-factor';
import { codeStepText, twoFactorErrorCodes, twoFactorMessages } from '@/shared/domain/two-factor';
import { messages } from '@/shared/messages';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import type { SignInCodeKind } from '@/web/lib/auth/auth-provider';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';

type CodeValues = { code: string };

const forms: Record<
  SignInCodeKind,
  { schema: z.ZodType<CodeValues, CodeValues>; label: string; hint: string; wrong: string }
> = {
  app: {
    schema: twoFactorBodies.verifyTotp,
    label: codeStepText.appCodeLabel,
    hint: codeStepText.appHint,
    wrong: twoFactorMessages.wrongCode,
  },
  recovery: {
    schema: twoFactorBodies.verifyRecoveryCode,
    label: codeStepText.recoveryCodeLabel,
    hint: codeStepText.recoveryHint,
    wrong: twoFactorMessages.wrongRecoveryCode,
  },
};

type SignInCodeStepProps = {
  /** Signs in with the code; throws the server's refusal. */
  submitCode: (kind: SignInCodeKind, code: string) => Promise<void>;
  /** Back to the email and password: chosen, or because the step's time or tries ran out. */
  onBack: () => void;
};

/**
 * The sign-in's second step (decision 047): the authenticator app's code, or one recovery code in its
 * place. Built of the login form's own blocks: loading it adds no library, only this and the contract.
 */
export function SignInCodeStep({ submitCode, onBack }: SignInCodeStepProps) {
  const [kind, setKind] = useState<SignInCodeKind>('app');
  return (
    <div className="flex flex-col gap-5">
      <h2 id="code-step-title" className="text-lg font-semibold text-slate-900">
        {codeStepText.title}
      </h2>
      {/* A fresh form for each kind of code: the field starts empty and takes the focus. */}
      <CodeForm key={kind} kind={kind} submitCode={submitCode} onExpired={onBack} />
      <div className="flex flex-col items-center gap-3">
        <Button variant="link" onClick={() => setKind(kind === 'app' ? 'recovery' : 'app')}>
          {kind === 'app' ? codeStepText.useRecoveryCode : codeStepText.useApp}
        </Button>
        <Button variant="link" onClick={onBack}>
          {codeStepText.backToSignIn}
        </Button>
      </div>
    </div>
  );
}

function CodeForm({
  kind,
  submitCode,
  onExpired,
}: {
  kind: SignInCodeKind;
  submitCode: SignInCodeStepProps['submitCode'];
  onExpired: () => void;
}) {
  const form = forms[kind];
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: zodResolver(form.schema), defaultValues: { code: '' } });

  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await submitCode(kind, code);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error(messages.login.unexpected);
      } else if (error.code === twoFactorErrorCodes.signInAgain) {
        toast.error(errorMessage(error, twoFactorMessages.signInAgain));
        onExpired();
      } else {
        // A wrong code, a locked account, too many tries: said at the field, which keeps the focus.
        setError('code', { message: errorMessage(error, form.wrong) }, { shouldFocus: true });
      }
    }
  });

  const id = kind === 'app' ? 'sign-in-code' : 'sign-in-recovery-code';
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="code-step-title" className="flex flex-col gap-5">
      <FormField id={id} label={form.label} hint={form.hint} error={errors.code?.message}>
        {kind === 'app' ? (
          <Input inputMode="numeric" autoComplete="one-time-code" {...register('code')} />
        ) : (
          <Input
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="font-mono"
            {...register('code')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {isSubmitting ? codeStepText.verifying : codeStepText.verify}
      </Button>
    </form>
  );
}
