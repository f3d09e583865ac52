import { CalendarClock } from 'lucide-react';
import { formatDate } from '@/web/lib/format';
import { Badge } from '@/web/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { upcomingReports } from './sample-reports';

/** SPEC §2's Upcoming Reports card: the 2 static upcoming items. */
export function UpcomingReportsCard() {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="upcoming-reports-title">Upcoming Reports</CardTitle>
          <Badge variant="outline">Sample</Badge>
        </div>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="upcoming-reports-title" className="space-y-4">
          {upcomingReports().map((item) => (
            <li key={item.id} className="flex gap-3">
              <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
                <CalendarClock className="size-4" aria-hidden />
              </div>
              <div className="min-w-0">
                <h3 className="text-sm font-medium text-slate-900">{item.title}</h3>
                <p className="text-xs text-muted-foreground">{item.description}</p>
                <p className="mt-1 text-xs font-medium text-primary">
                  Expected <time dateTime={item.date.toISOString()}>{formatDate(item.date)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
