import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { signInSchema } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { PasswordInput } from '@/web/ui/password-input';
import { UnverifiedEmailNotice, VerificationResult } from './email-verification-notice';
import type { SignInCodeStep } from './sign-in-code-step';
import { type LoginKind, useSignIn } from './use-sign-in';

type SignInValues = z.infer<typeof signInSchema>;

/**
 * Only an account with two-factor on meets the code step, so its code (with the two-factor contract and
 * words) loads once the server asks for a code, never with the prerendered page.
 */
const loadCodeStep = () => import('./sign-in-code-step').then((m) => m.SignInCodeStep);

/** The email and password, then, for an account with two-factor on, the code step in their place. */
export function LoginForm({ kind }: { kind: LoginKind }) {
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // The loaded code step while it is shown; the form stays busy until it is in.
  const [CodeStep, setCodeStep] = useState<typeof SignInCodeStep | null>(null);
  const backFromCode = useRef(false);
  const signIn = useSignIn(kind, {
    onUnverified: setUnverifiedEmail,
    onCodeStep: () =>
      loadCodeStep().then(
        (step) => setCodeStep(() => step),
        () => toast.error(messages.login.unexpected),
      ),
  });
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  // Back from the code step, the email is still there and the password is asked for again.
  const showingCodeStep = CodeStep !== null;
  useEffect(() => {
    if (!showingCodeStep && backFromCode.current) setFocus('password');
  }, [showingCodeStep, setFocus]);

  if (CodeStep) {
    return (
      <CodeStep
        submitCode={signIn.withCode}
        onBack={() => {
          backFromCode.current = true;
          resetField('password');
          setCodeStep(null);
        }}
      />
    );
  }

  return (
    <form onSubmit={handleSubmit(signIn.withPassword)} noValidate className="flex flex-col gap-5">
      <VerificationResult />
      {unverifiedEmail ? <UnverifiedEmailNotice email={unverifiedEmail} /> : null}
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" {...register('email')} />
      </FormField>
      <FormField
        id="password"
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            {messages.passwordReset.forgot}
          </Link>
        }
      >
        <PasswordInput
          autoComplete="current-password"
          placeholder="Your password"
          {...register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
