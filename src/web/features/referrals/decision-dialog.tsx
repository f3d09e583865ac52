import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactElement, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type AdminReferral, type RejectReferral, rejectReferralSchema } from '@/shared/contracts/referrals';
import { referralMessages } from '@/shared/domain/referrals';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/ui/dialog';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { Textarea } from '@/web/ui/textarea';
import { type ReferralDecision, useDecideReferral } from './api/decide-referral';
import {
  type ApproveFormOutput,
  type ApproveFormValues,
  approveFormSchema,
  emptyApproveForm,
} from './decision-form-schema';

type DecisionDialogProps = {
  referral: AdminReferral;
  action: 'approve' | 'reject';
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactElement;
};

/** SPEC §4: approve a pending referral with its earned amount (default 200), or reject it with a reason. */
export function DecisionDialog({ referral, action, trigger }: DecisionDialogProps) {
  const [open, setOpen] = useState(false);
  const who = referral.referrer.name || referral.referrer.email || 'a client';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{action === 'approve' ? 'Approve Referral' : 'Reject Referral'}</DialogTitle>
          <DialogDescription>
            {referral.referredName} ({referral.referredEmail}), referred by {who}.
          </DialogDescription>
        </DialogHeader>
        {action === 'approve' ? (
          <ApproveForm referralId={referral.id} onDone={() => setOpen(false)} />
        ) : (
          <RejectForm referralId={referral.id} onDone={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Sends the decision; SPEC §8's toast either way, with the server's reason when it gave one. */
function useDecide(onDone: () => void) {
  const decide = useDecideReferral();
  const send = (decision: ReferralDecision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        toast.success(decision.action === 'approve' ? referralMessages.approved : referralMessages.rejected);
        onDone();
      },
      onError: (error) =>
        toast.error(referralMessages.updateFailed, { description: errorMessage(error, '') || undefined }),
    });
  return { send, pending: decide.isPending };
}

function ApproveForm({ referralId, onDone }: { referralId: string; onDone: () => void }) {
  const { send, pending } = useDecide(onDone);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ApproveFormValues, unknown, ApproveFormOutput>({
    resolver: zodResolver(approveFormSchema),
    defaultValues: emptyApproveForm,
  });
  const submit = handleSubmit((body) => send({ referralId, action: 'approve', body }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        id="referral-earned-amount"
        label="Earned amount (USD)"
        mark="required"
        hint="The reward to pay the referrer; $200 unless agreed otherwise."
        error={errors.earnedAmount?.message}
      >
        <Input type="number" inputMode="decimal" min={0} step="0.01" {...register('earnedAmount')} />
      </FormField>
      <FormField id="referral-approve-notes" label="Notes" mark="optional" error={errors.adminNotes?.message}>
        <Textarea rows={3} placeholder="e.g. Signed a 6-month retainer" {...register('adminNotes')} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Approving…' : 'Approve'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function RejectForm({ referralId, onDone }: { referralId: string; onDone: () => void }) {
  const { send, pending } = useDecide(onDone);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RejectReferral>({
    resolver: zodResolver(rejectReferralSchema),
    defaultValues: { adminNotes: '' },
  });
  const submit = handleSubmit((body) => send({ referralId, action: 'reject', body }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        id="referral-reject-notes"
        label="Reason"
        mark="required"
        hint="Kept with the referral for the team; the referrer sees only that it was rejected."
        error={errors.adminNotes?.message}
      >
        <Textarea rows={3} placeholder="e.g. Already a client of ours" {...register('adminNotes')} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? 'Rejecting…' : 'Reject'}
        </Button>
      </DialogFooter>
    </form>
  );
}
