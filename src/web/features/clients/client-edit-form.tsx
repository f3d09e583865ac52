import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ClientSummary, updateClientSchema } from '@/shared/contracts/clients';
import { messages } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { useUpdateClient } from './api/update-client';

type Values = z.input<typeof updateClientSchema>;

/**
 * SPEC §2/§8 "Client edit": the inline edit of a client's company name and contact person, on the
 * Client List cards and in Settings → Client Management. An emptied field clears the name.
 */
export function ClientEditForm({ client, onDone }: { client: ClientSummary; onDone: () => void }) {
  const update = useUpdateClient();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(updateClientSchema),
    defaultValues: { companyName: client.companyName ?? '', contactPerson: client.contactPerson ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ clientId: client.id, ...values });
      toast.success(messages.clients.updated);
      onDone();
    } catch (error) {
      toast.error(error instanceof ApiError ? messages.clients.updateFailed : messages.clients.unexpected);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Edit client">
      <FormField id={`${id}-company`} label="Company name" error={errors.companyName?.message}>
        <Input autoFocus maxLength={200} placeholder="No company name set" {...register('companyName')} />
      </FormField>
      <FormField id={`${id}-contact`} label="Contact person" error={errors.contactPerson?.message}>
        <Input maxLength={200} placeholder="No contact person set" {...register('contactPerson')} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Save
        </Button>
      </div>
    </form>
  );
}
