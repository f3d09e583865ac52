import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { messages } from '@/shared/messages';
import { Button } from '@/web/ui/button';
import { FieldError } from '@/web/ui/field-error';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { PasswordInput } from '@/web/ui/password-input';
import { UnverifiedEmailNotice, VerificationResult } from './email-verification-notice';
import { type LoginKind, useSignIn } from './use-sign-in';

// SPEC §5 "Sign-in": both fields must be non-empty; the server judges the rest.
const signInSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address').pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Enter your password'),
});

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
      <div className="flex flex-col gap-2">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'email-error' : undefined}
          {...register('email')}
        />
        <FieldError id="email-error" message={errors.email?.message} />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <Label htmlFor="password">Password</Label>
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            {messages.passwordReset.forgot}
          </Link>
        </div>
        <PasswordInput
          id="password"
          autoComplete="current-password"
          placeholder="Your password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
          {...register('password')}
        />
        <FieldError id="password-error" message={errors.password?.message} />
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
