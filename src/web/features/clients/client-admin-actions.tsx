import { KeyRound, LoaderCircle, Trash2 } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { type ClientSummary, confirmsDeletion, deleteConfirmationOf } from '@/shared/contracts/clients';
import { clientDisplayName } from '@/shared/domain/client-display-name';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { ConfirmActionDialog } from '@/web/ui/confirm-action-dialog';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { useDeleteClient } from './api/delete-client';
import { useSendClientPasswordReset } from './api/send-client-password-reset';
import { useSetClientSuspended } from './api/set-client-suspended';

/**
 * Settings → Client Management's active toggle: off suspends the client (signed out everywhere at once,
 * sign-in refused, nothing deleted), on restores it. Both ask first.
 */
export function ClientActiveSwitch({ client }: { client: ClientSummary }) {
  const setSuspended = useSetClientSuspended();
  const [asking, setAsking] = useState(false);
  const id = useId();
  const active = client.suspendedAt === null;
  const name = clientDisplayName(client);

  const confirm = async () => {
    try {
      await setSuspended.mutateAsync({ clientId: client.id, suspended: active });
      toast.success(active ? messages.clients.suspended : messages.clients.restored);
      setAsking(false);
    } catch (error) {
      toast.error(
        errorMessage(error, active ? messages.clients.suspendFailed : messages.clients.restoreFailed),
      );
    }
  };

  return (
    <>
      <div className="flex items-center gap-2">
        <Switch.Root
          id={id}
          checked={active}
          onCheckedChange={() => setAsking(true)}
          aria-label={`Active: ${name}`}
          className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[state=checked]:bg-emerald-600"
        >
          <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
        </Switch.Root>
        <Label
          htmlFor={id}
          className={active ? 'text-sm font-normal text-slate-700' : 'text-sm font-medium text-red-700'}
        >
          {active ? 'Active' : 'Suspended'}
        </Label>
      </div>
      <ConfirmActionDialog
        open={asking}
        onOpenChange={setAsking}
        title={active ? `Suspend ${name}?` : `Restore ${name}?`}
        description={
          active ? (
            <>
              <p>They are signed out on every device at once and cannot sign in until you restore them.</p>
              <p>Nothing is deleted: their tasks, files and messages stay as they are.</p>
            </>
          ) : (
            <p>They can sign in again with their current password.</p>
          )
        }
        confirmLabel={active ? 'Suspend client' : 'Restore client'}
        destructive={active}
        pending={setSuspended.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

/** Settings → Client Management "Reset password": mails the client a reset link; the admin never sees it. */
export function ResetClientPasswordButton({ client }: { client: ClientSummary }) {
  const reset = useSendClientPasswordReset();
  const send = async () => {
    try {
      const { email } = await reset.mutateAsync(client.id);
      toast.success(messages.clients.resetSent(email));
    } catch (error) {
      toast.error(errorMessage(error, messages.clients.resetFailed));
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={send}
      disabled={reset.isPending}
      aria-label={`Reset password: ${clientDisplayName(client)}`}
    >
      {reset.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
      Reset<span className="hidden sm:inline"> password</span>
    </Button>
  );
}

/** Deletes a client for good once the admin has typed its company name (or email). */
export function DeleteClientButton({ client }: { client: ClientSummary }) {
  const remove = useDeleteClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const expected = deleteConfirmationOf(client);
  const name = clientDisplayName(client);

  const confirm = async () => {
    try {
      await remove.mutateAsync({ clientId: client.id, confirmation: typed });
      toast.success(messages.clients.deleted);
      setOpen(false);
    } catch (error) {
      toast.error(errorMessage(error, messages.clients.deleteFailed));
    }
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        onClick={() => {
          setTyped('');
          setOpen(true);
        }}
        aria-label={`Delete client: ${name}`}
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
      <ConfirmActionDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${name}?`}
        description={
          <>
            <p>
              This permanently deletes the account of{' '}
              <strong className="text-slate-900">{client.email}</strong> with its tasks, comments, project
              updates, files, chat messages, referrals and onboarding answers.
            </p>
            <p>
              It cannot be undone. To suspend access for now instead, turn the client's Active switch off.
            </p>
          </>
        }
        confirmLabel="Delete client"
        destructive
        pending={remove.isPending}
        confirmDisabled={!confirmsDeletion(client, typed)}
        onConfirm={confirm}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={inputId} className="block leading-snug [overflow-wrap:anywhere]">
            Type <span className="font-semibold text-slate-900">{expected}</span> to confirm
          </Label>
          <Input
            id={inputId}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && confirmsDeletion(client, typed) && !remove.isPending) confirm();
            }}
          />
        </div>
      </ConfirmActionDialog>
    </>
  );
}
