import { Clock } from 'lucide-react';
import type { AgencySettings } from '@/shared/contracts/agency-settings';
import { timeZoneMessages } from '@/shared/domain/time-zones';
import { errorMessage } from '@/web/lib/api-client';
import { TimeZonePicker } from '@/web/lib/time-zones/time-zone-picker';
import { toast } from '@/web/lib/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { useSaveAgencySettings } from '../api/save-agency-settings';

const id = 'agency-time-zone';

/** The agency's time zone, which clients without their own follow. Saved once picked, like the toggles. */
export function TimeZoneSetting({ settings }: { settings: AgencySettings }) {
  const save = useSaveAgencySettings();
  // Each pick is deliberate (the arrow keys only move through the list), so it is saved at once; the
  // settings in the cache show it straight away and are put back should the save fail.
  const choose = (timeZone: string) =>
    save.mutate(
      { timeZone },
      {
        onSuccess: () => toast.success(timeZoneMessages.saved),
        onError: (error) => toast.error(errorMessage(error, timeZoneMessages.saveFailed)),
      },
    );

  return (
    <Card>
      <CardHeader>
        {/* The card's title is the picker's label: a second "Time zone" beside it would only repeat it. */}
        <CardTitle className="flex items-center gap-2">
          <Clock className="size-4 text-primary" aria-hidden />
          <label htmlFor={id}>{timeZoneMessages.agencyLabel}</label>
        </CardTitle>
        <CardDescription id={`${id}-hint`}>{timeZoneMessages.agencyHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <TimeZonePicker
          id={id}
          className="sm:max-w-md"
          aria-describedby={`${id}-hint`}
          value={settings.timeZone}
          onChange={(zone) => {
            // Without a default option the picker only ever gives a zone.
            if (zone) choose(zone);
          }}
        />
      </CardContent>
    </Card>
  );
}
