import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type InviteTeammateInput, inviteTeammateSchema } from '@/shared/contracts/client-team';
import { clientRoleLabels, clientRoles, clientTeamMessages } from '@/shared/domain/client-roles';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { useInviteTeammate } from './api/invite-teammate';

/** An owner mails a teammate an invitation: their address and the role they get. */
export function InviteTeammateForm() {
  const invite = useInviteTeammate();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteTeammateInput, unknown, z.output<typeof inviteTeammateSchema>>({
    resolver: zodResolver(inviteTeammateSchema),
    defaultValues: { email: '', role: 'member' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await invite.mutateAsync(values);
      toast.success(clientTeamMessages.invited(sent.email));
      reset();
    } catch (error) {
      // The server's refusal (already on the team, already invited) says what to do; what was typed stays.
      toast.error(errorMessage(error, clientTeamMessages.inviteFailed));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Invite a teammate"
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start"
    >
      <FormField id="team-invite-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" placeholder="name@company.com" {...register('email')} />
      </FormField>
      <FormField id="team-invite-role" label="Role" error={errors.role?.message}>
        <NativeSelect {...register('role')}>
          {clientRoles.map((role) => (
            <option key={role} value={role}>
              {clientRoleLabels[role]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {/* From sm up, level with the fields: under the height of their labels. */}
      <Button type="submit" disabled={isSubmitting} className="sm:mt-5.5">
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {isSubmitting ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  );
}
