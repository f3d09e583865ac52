import { BarChart3, FileText, Images, Receipt } from 'lucide-react';
import { formatDate } from '@/web/lib/format';
import { Badge } from '@/web/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { type SampleReport, sampleReports } from './sample-reports';

const typeLook: Record<SampleReport['type'], { icon: typeof FileText; tone: string }> = {
  Performance: { icon: BarChart3, tone: 'bg-brand-50 text-primary' },
  Invoice: { icon: Receipt, tone: 'bg-emerald-50 text-emerald-700' },
  Assets: { icon: Images, tone: 'bg-violet-50 text-violet-700' },
  Analysis: { icon: FileText, tone: 'bg-amber-50 text-amber-700' },
};

/**
 * SPEC §2's static list of 4 reports. They are examples, not files: marked 'Sample', with no buttons
 * that would look like they download something.
 */
export function SampleReportsCard() {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="sample-reports-title">Report library</CardTitle>
          <Badge variant="outline">Sample</Badge>
        </div>
        <CardDescription>
          Examples of the reports your team prepares. Files shared with you are listed above.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="sample-reports-title" className="divide-y rounded-lg border">
          {sampleReports().map((report) => {
            const { icon: Icon, tone } = typeLook[report.type];
            return (
              <li key={report.id} className="flex gap-3 p-4">
                <div className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
                  <Icon className="size-5" aria-hidden />
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <h3 className="text-sm font-semibold text-slate-900">{report.title}</h3>
                    <Badge variant="neutral">{report.type}</Badge>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">{report.description}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    <time dateTime={report.date.toISOString()}>{formatDate(report.date)}</time> ·{' '}
                    {report.size} · {report.format}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
