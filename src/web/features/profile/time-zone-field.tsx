import { timeZoneMessages } from '@/shared/domain/time-zones';
import { useAgencyTimeZone } from '@/web/lib/agency-branding';
import { errorMessage } from '@/web/lib/api-client';
import { TimeZonePicker } from '@/web/lib/time-zones/time-zone-picker';
import { toast } from '@/web/lib/toast';
import { Label } from '@/web/ui/label';
import { useSaveNotificationChoice } from './api/save-notification-choice';

const id = 'time-zone';

/** When the client's reminders and digest arrive: its own time zone, or the agency's. Saved once chosen. */
export function TimeZoneField({ saved }: { saved: string | null }) {
  const agencyZone = useAgencyTimeZone();
  const save = useSaveNotificationChoice();
  // Each pick is deliberate (the arrow keys only move through the list), so it is saved at once; the
  // profile in the cache shows it straight away and is put back should the save fail.
  const choose = (timeZone: string | null) =>
    save.mutate(
      { timeZone },
      {
        onSuccess: () => toast.success(timeZoneMessages.saved),
        onError: (error) => toast.error(errorMessage(error, timeZoneMessages.saveFailed)),
      },
    );

  // Laid out like the toggles above it (their label and hint sizes), not as a form's field.
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{timeZoneMessages.clientLabel}</Label>
      {/* The default option is null: the agency's zone applies, whatever it becomes. */}
      <TimeZonePicker
        id={id}
        className="sm:max-w-md"
        aria-describedby={`${id}-hint`}
        value={saved}
        onChange={choose}
        defaultOption={{
          label: agencyZone
            ? timeZoneMessages.clientDefault(agencyZone)
            : timeZoneMessages.clientDefaultLoading,
          hint: timeZoneMessages.clientDefaultHint,
        }}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {timeZoneMessages.clientHint}
      </p>
    </div>
  );
}
