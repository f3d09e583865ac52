import { Clock } from 'lucide-react';
import type { AgencySettings } from '@/shared/contracts/agency-settings';
import { timeZoneMessages } from '@/shared/domain/time-zones';
import { errorMessage } from '@/web/lib/api-client';
import { TimeZonePicker } from '@/web/lib/time-zones/time-zone-picker';
import { toast } from '@/web/lib/toast';
import { useSettlingChoice } from '@/web/lib/use-settling-choice';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { useSaveAgencySettings } from './system-api';

const id = 'agency-time-zone';

/** The agency's time zone, which clients without their own follow. Saved once chosen, like the toggles. */
export function TimeZoneSetting({ settings }: { settings: AgencySettings }) {
  const save = useSaveAgencySettings();
  const { choice, choose } = useSettlingChoice((timeZone: string) =>
    save.mutateAsync({ timeZone }).then(
      () => toast.success(timeZoneMessages.saved),
      (error) => toast.error(errorMessage(error, timeZoneMessages.saveFailed)),
    ),
  );

  return (
    <Card>
      <CardHeader>
        {/* The card's title is the picker's label: a second "Time zone" beside it would only repeat it. */}
        <CardTitle className="flex items-center gap-2">
          <Clock className="size-4 text-brand-700" aria-hidden />
          <label htmlFor={id}>{timeZoneMessages.agencyLabel}</label>
        </CardTitle>
        <CardDescription id={`${id}-hint`}>{timeZoneMessages.agencyHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <TimeZonePicker
          id={id}
          className="sm:max-w-md"
          aria-describedby={`${id}-hint`}
          value={choice ? choice.value : settings.timeZone}
          onChange={(zone) => {
            // Without a default option the picker only ever gives a zone.
            if (zone) choose(zone);
          }}
        />
      </CardContent>
    </Card>
  );
}
