import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { type RefObject, useEffect, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type StaffPerson, setClientManagersSchema, type TeamMember } from '@/shared/contracts/team';
import { staffRoleLabels } from '@/shared/domain/roles';
import { teamMessages } from '@/shared/domain/team';
import { errorMessage } from '@/web/lib/api-client';
import { useTeam } from '@/web/lib/staff/get-team';
import { toast } from '@/web/lib/toast';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/ui/dialog';
import { ListState } from '@/web/ui/list-state';
import { Skeleton } from '@/web/ui/skeleton';
import { useSetClientManagers } from './api/set-client-managers';

type ManagersForm = z.input<typeof setClientManagersSchema>;

type EditClientManagersDialogProps = {
  clientId: string;
  clientName: string;
  /** The client's account managers now: the boxes ticked when the dialog opens. */
  current: StaffPerson[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Edit button, which gets focus back when the dialog closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

/**
 * An admin picks a client's account managers from the whole staff, admins and account managers alike
 * (decision 043), and saves the list at once. A failed save keeps what was ticked.
 */
export function EditClientManagersDialog({
  clientId,
  clientName,
  current,
  open,
  onOpenChange,
  opener,
}: EditClientManagersDialogProps) {
  const team = useTeam({ enabled: open });
  const save = useSetClientManagers(clientId);
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ManagersForm>({
    resolver: zodResolver(setClientManagersSchema),
    defaultValues: { userIds: current.map((person) => person.id) },
  });

  // Each opening starts from the managers as they are now, not from an earlier opening's ticks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets the ticks, not a live update while open
  useEffect(() => {
    if (open) reset({ userIds: current.map((person) => person.id) });
  }, [open, reset]);

  const onSubmit = handleSubmit(async ({ userIds }) => {
    try {
      await save.mutateAsync(userIds);
      toast.success(teamMessages.managersSaved);
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(error, teamMessages.managersSaveFailed));
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (save.isPending ? undefined : onOpenChange(next))}>
      <DialogContent
        className="grid-cols-[minmax(0,1fr)]"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Account managers</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            Choose who works on {clientName}. Account managers see only the clients assigned to them; admins
            see every client.
          </DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={onSubmit} noValidate aria-label={`Account managers of ${clientName}`}>
          <fieldset className="min-w-0">
            <legend className="sr-only">Team members</legend>
            <ListState
              query={team}
              isEmpty={team.data?.length === 0}
              noun="the team"
              placeholder={
                <div className="flex flex-col gap-2">
                  <Skeleton className="h-14" />
                  <Skeleton className="h-14" />
                  <Skeleton className="h-14" />
                </div>
              }
              whenEmpty={{ title: 'No team members yet.' }}
              look="line"
            >
              <ul className="max-h-[min(22rem,50dvh)] divide-y overflow-y-auto rounded-lg border">
                {team.data?.map((member) => (
                  <StaffOption key={member.id} member={member} {...register('userIds')} />
                ))}
              </ul>
            </ListState>
          </fieldset>
          {errors.userIds?.message ? (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {errors.userIds.message}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={save.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={save.isPending || !team.data}>
            {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type StaffOptionProps = { member: TeamMember } & UseFormRegisterReturn<'userIds'>;

/** One staff member to tick: the whole row is the checkbox's label. */
function StaffOption({ member, ...field }: StaffOptionProps) {
  const id = `client-manager-${member.id}`;
  return (
    <li>
      <label
        htmlFor={id}
        className="flex cursor-pointer items-center gap-3 px-3 py-2.5 transition-colors hover:bg-slate-50 has-[:checked]:bg-brand-50/60"
      >
        <input
          id={id}
          type="checkbox"
          value={member.id}
          className="size-4 shrink-0 accent-primary"
          {...field}
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm font-medium text-slate-900">
            <span className="min-w-0 truncate">{member.name}</span>
            {member.isYou ? <Badge variant="brand">You</Badge> : null}
            <Badge variant="neutral">{staffRoleLabels[member.role]}</Badge>
          </span>
          <span className="block truncate text-xs text-muted-foreground" title={member.email}>
            {member.email}
          </span>
        </span>
      </label>
    </li>
  );
}
