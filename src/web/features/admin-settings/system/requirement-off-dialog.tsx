import { twoFactorRequirementSchema } from '@/shared/contracts/two-factor';
import { twoFactorAdminText, twoFactorMessages } from '@/shared/domain/two-factor';
import { toast } from '@/web/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/ui/dialog';
import { PasswordAndCodeForm } from '@/web/ui/password-and-code-form';
import { useSetTwoFactorRequirement } from '../api/set-two-factor-requirement';

/** The requirement's 'off' body, less the `required: false` the dialog adds itself. */
const turnOffSchema = twoFactorRequirementSchema.options[1].omit({ required: true });

/** Stopping the requirement: the admin's password and a code, so a stolen session alone cannot. */
export function RequirementOffDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const setRequirement = useSetTwoFactorRequirement();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>{twoFactorAdminText.requirementOffTitle}</DialogTitle>
          <DialogDescription>{twoFactorAdminText.requirementOffHint}</DialogDescription>
        </DialogHeader>
        <PasswordAndCodeForm
          idPrefix="requirement-off"
          schema={turnOffSchema}
          submitLabel={twoFactorAdminText.stopRequiring}
          onConfirmed={async (values) => {
            await setRequirement.mutateAsync({ required: false, ...values });
            toast.success(twoFactorMessages.requirementOff);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
