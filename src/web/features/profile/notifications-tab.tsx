import type { ProfileDto } from '@/shared/contracts/accounts';
import { type NotificationKey, notificationSettings } from '@/shared/domain/profile-settings';
import { toast } from '@/web/lib/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { Label } from '@/web/ui/label';
import { Switch } from '@/web/ui/switch';
import { useSaveNotificationChoice } from './api/save-notification-choice';
import { profileSaveFailure } from './save-failure';
import { TimeZoneField } from './time-zone-field';

/**
 * SPEC §2 Settings "Notifications": four choices, each saved the moment it is switched, and (ours) the
 * time zone the reminders and digest keep.
 */
export function NotificationsTab({ profile }: { profile: ProfileDto }) {
  const toggle = useSaveNotificationChoice();
  const change = (key: NotificationKey, label: string, on: boolean) =>
    toggle.mutate(
      { [key]: on },
      {
        onSuccess: () => toast.success(`${label} turned ${on ? 'on' : 'off'}`),
        onError: (error) => toast.error(profileSaveFailure(error)),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose what we tell you about. Changes are saved as you make them.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {notificationSettings.map((setting) => (
            <li
              key={setting.key}
              className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <Label htmlFor={setting.key}>{setting.label}</Label>
                <p id={`${setting.key}-hint`} className="mt-1 text-sm text-muted-foreground">
                  {setting.description}
                </p>
              </div>
              <Switch
                id={setting.key}
                checked={profile[setting.key]}
                aria-describedby={`${setting.key}-hint`}
                onCheckedChange={(on) => change(setting.key, setting.label, on)}
              />
            </li>
          ))}
        </ul>
        <div className="mt-4 border-t pt-4">
          <TimeZoneField saved={profile.timeZone} />
        </div>
      </CardContent>
    </Card>
  );
}
