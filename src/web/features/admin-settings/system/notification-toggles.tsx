import { BellRing } from 'lucide-react';
import type { AgencySettings } from '@/shared/contracts/agency-settings';
import {
  type AgencyNotificationKey,
  agencyMessages,
  agencyNotifications,
} from '@/shared/domain/agency-settings';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { useSaveAgencySettings } from '../api/save-agency-settings';
import { ToggleSwitch } from './toggle-switch';

/** The three agency notification emails, each saved as soon as it is switched. */
export function NotificationToggles({ settings }: { settings: AgencySettings }) {
  const save = useSaveAgencySettings();

  const onChange = async (key: AgencyNotificationKey, on: boolean) => {
    try {
      await save.mutateAsync({ [key]: on });
      toast.success(agencyMessages.saved);
    } catch (error) {
      toast.error(errorMessage(error, agencyMessages.saveFailed));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-4 text-primary" aria-hidden />
          Notifications
        </CardTitle>
        <CardDescription>Which emails the agency inbox receives. Changes save at once.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y rounded-lg border">
          {agencyNotifications.map(({ key, label, description }) => (
            <li key={key} className="flex items-center justify-between gap-4 p-4">
              <div className="min-w-0">
                <p id={`${key}-label`} className="font-medium text-slate-900">
                  {label}
                </p>
                <p id={`${key}-description`} className="text-sm text-slate-600">
                  {description}
                </p>
              </div>
              <ToggleSwitch
                id={key}
                checked={settings[key]}
                onCheckedChange={(on) => void onChange(key, on)}
                labelledBy={`${key}-label`}
                describedBy={`${key}-description`}
                disabled={save.isPending}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
