import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  type InviteRegistration,
  type InviteRegistrationInput,
  inviteRegistrationSchema,
} from '@/shared/contracts/invites';
import { messages } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-client';
import { Button } from '@/web/ui/button';
import { FieldError } from '@/web/ui/field-error';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { PasswordInput } from '@/web/ui/password-input';
import { invitePreviewQueryOptions } from './api/get-invite-preview';
import { useRegisterWithInvite } from './api/register-with-invite';
import { registrationFailureMessage } from './invite-failure';

type Field = FieldPath<InviteRegistrationInput>;

export function InviteRegisterForm({ token, companyName }: { token: string; companyName: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const registerAccount = useRegisterWithInvite();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<InviteRegistrationInput, unknown, InviteRegistration>({
    resolver: zodResolver(inviteRegistrationSchema),
    defaultValues: {
      email: '',
      password: '',
      confirmPassword: '',
      companyName: companyName ?? '',
      contactPerson: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerAccount.mutateAsync({ token, ...values });
    } catch (error) {
      toast.error(registrationFailureMessage(error));
      // The link was used or expired while the form was open: re-checking it swaps in the dead-link view.
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: invitePreviewQueryOptions(token).queryKey });
      }
      return;
    }
    toast.success(messages.invites.registered);
    navigate('/login', { replace: true });
  });

  const field = (name: Field) => ({
    id: `invite-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `invite-${name}-error` : undefined,
  });
  const error = (name: Field) => <FieldError id={`invite-${name}-error`} message={errors[name]?.message} />;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Row label="Email" name="email">
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...field('email')}
          {...register('email')}
        />
        {error('email')}
      </Row>
      <Row label="Password" name="password">
        <PasswordInput
          autoComplete="new-password"
          placeholder="At least 6 characters"
          {...field('password')}
          {...register('password')}
        />
        {error('password')}
      </Row>
      <Row label="Confirm password" name="confirmPassword">
        <PasswordInput
          autoComplete="new-password"
          {...field('confirmPassword')}
          {...register('confirmPassword')}
        />
        {error('confirmPassword')}
      </Row>
      <Row label="Company name" name="companyName">
        <Input autoComplete="organization" {...field('companyName')} {...register('companyName')} />
        {error('companyName')}
      </Row>
      <Row label="Contact person" name="contactPerson">
        <Input
          autoComplete="name"
          placeholder="Your full name"
          {...field('contactPerson')}
          {...register('contactPerson')}
        />
        {error('contactPerson')}
      </Row>
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

function Row({ label, name, children }: { label: string; name: Field; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`invite-${name}`}>{label}</Label>
      {children}
    </div>
  );
}
