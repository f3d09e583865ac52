import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { AgencySettings } from '@/shared/contracts/agency-settings';
import { twoFactorAdminText, twoFactorMessages, twoFactorText } from '@/shared/domain/two-factor';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { useSetTwoFactorRequirement } from '../api/set-two-factor-requirement';
import { RequirementOffDialog } from './requirement-off-dialog';
import { ToggleSwitch } from './toggle-switch';

const id = 'require-staff-two-factor';

/**
 * Whether staff must sign in with two-factor (decision 047). On at once, if the admin has it themselves
 * (the server says so otherwise); off only after their password and a code, in a dialog.
 */
export function TwoFactorRequirementSetting({ settings }: { settings: AgencySettings }) {
  const setRequirement = useSetTwoFactorRequirement();
  const [confirmingOff, setConfirmingOff] = useState(false);

  const onCheckedChange = (on: boolean) => {
    if (!on) {
      setConfirmingOff(true);
      return;
    }
    setRequirement.mutate(
      { required: true },
      {
        onSuccess: () => toast.success(twoFactorMessages.requirementOn),
        onError: (error) => toast.error(errorMessage(error, messages.common.unexpected)),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-4 text-primary" aria-hidden />
          {twoFactorText.title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <div className="min-w-0">
            <p id={`${id}-label`} className="font-medium text-slate-900">
              {twoFactorAdminText.requirementLabel}
            </p>
            <p id={`${id}-description`} className="text-sm text-slate-600">
              {twoFactorAdminText.requirementHint}
            </p>
          </div>
          <ToggleSwitch
            id={id}
            checked={settings.requireStaffTwoFactor}
            onCheckedChange={onCheckedChange}
            labelledBy={`${id}-label`}
            describedBy={`${id}-description`}
            disabled={setRequirement.isPending}
          />
        </div>
      </CardContent>
      <RequirementOffDialog open={confirmingOff} onOpenChange={setConfirmingOff} />
    </Card>
  );
}
