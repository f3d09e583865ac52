import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  type InviteRegistration,
  type InviteRegistrationInput,
  inviteRegistrationSchema,
} from '@/shared/contracts/invites';
import { isStaff, type Role } from '@/shared/domain/roles';
import { messages } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { PasswordInput } from '@/web/ui/password-input';
import { invitePreviewQueryOptions } from './api/get-invite-preview';
import { useRegisterWithInvite } from './api/register-with-invite';
import { registrationFailureMessage } from './invite-failure';

/**
 * The registration form. A staff link (Team Settings: an admin's or an account manager's) and a teammate's
 * invitation (a client's Team tab) ask for the person's name instead of a company: staff go on to the
 * admin login, a teammate joins the company that invited them. A mailed invitation starts from the
 * address it went to.
 */
export function InviteRegisterForm({
  token,
  companyName,
  role = 'client',
  joins = false,
  email = null,
}: {
  token: string;
  companyName: string | null;
  role?: Role;
  /** A teammate's invitation: they join a company rather than open one. */
  joins?: boolean;
  email?: string | null;
}) {
  const staff = isStaff(role);
  // A person, not a company: the name field is theirs, and no company is sent.
  const person = staff || joins;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const registerAccount = useRegisterWithInvite();
  const {
    register,
    handleSubmit,
    getFieldState,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<InviteRegistrationInput, unknown, InviteRegistration>({
    resolver: zodResolver(inviteRegistrationSchema),
    defaultValues: {
      email: email ?? '',
      password: '',
      confirmPassword: '',
      companyName: companyName ?? '',
      contactPerson: '',
    },
  });

  // The prerendered form showed before the link was checked: the company the link names fills in once
  // known, unless the person has already typed one.
  useEffect(() => {
    if (!getFieldState('companyName').isDirty) resetField('companyName', { defaultValue: companyName ?? '' });
  }, [companyName, getFieldState, resetField]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerAccount.mutateAsync(
        person ? { token, ...values, companyName: null } : { token, ...values },
      );
    } catch (error) {
      toast.error(registrationFailureMessage(error));
      // The link was used or expired while the form was open: re-checking it swaps in the dead-link view.
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: invitePreviewQueryOptions(token).queryKey });
      }
      return;
    }
    toast.success(messages.invites.registered);
    navigate(staff ? '/admin/login' : '/login', { replace: true });
  });

  const nameField = (
    <FormField
      id="invite-contactPerson"
      label={person ? 'Full name' : 'Contact person'}
      error={errors.contactPerson?.message}
    >
      <Input autoComplete="name" placeholder="Your full name" {...register('contactPerson')} />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {/* A teammate is asked who they are first; the others' forms keep the order they always had. */}
      {joins ? nameField : null}
      <FormField id="invite-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" {...register('email')} />
      </FormField>
      <FormField id="invite-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="At least 6 characters"
          {...register('password')}
        />
      </FormField>
      <FormField id="invite-confirmPassword" label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      {person ? null : (
        <FormField id="invite-companyName" label="Company name" error={errors.companyName?.message}>
          <Input autoComplete="organization" {...register('companyName')} />
        </FormField>
      )}
      {joins ? null : nameField}
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
