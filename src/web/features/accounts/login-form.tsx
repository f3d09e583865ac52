import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { signInSchema } from '@/shared/contracts/auth';
import { messages } from '@/shared/messages';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { PasswordInput } from '@/web/ui/password-input';
import { UnverifiedEmailNotice, VerificationResult } from './email-verification-notice';
import { type LoginKind, useSignIn } from './use-sign-in';

type SignInValues = z.infer<typeof signInSchema>;

export function LoginForm({ kind }: { kind: LoginKind }) {
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const submit = useSignIn(kind, setUnverifiedEmail);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="flex flex-col gap-5">
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
