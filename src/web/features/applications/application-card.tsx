import type { ApplicationDto } from '@/shared/contracts/applications';
import { formatDateTime } from '@/web/lib/format';
import { Card, CardContent } from '@/web/ui/card';

/** A website is linked only when it is a web address; anything else an applicant typed stays text. */
function webLink(value: string) {
  const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return url.hostname.includes('.') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function ApplicationCard({ application: a }: { application: ApplicationDto }) {
  const website = a.website ? webLink(a.website) : undefined;
  const details: [string, string | null][] = [
    ['Phone', a.phone],
    ['Social profiles', a.socialProfiles],
    ['Monthly revenue', a.monthlyRevenue],
    ['Marketing budget', a.marketingBudget],
    ['Heard about us', a.hearAboutUs],
  ];
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 className="truncate text-base font-semibold text-slate-900">{a.businessName}</h2>
            <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm">
              <a href={`mailto:${a.email}`} className="text-primary hover:underline">
                {a.email}
              </a>
              {a.website ? (
                website ? (
                  <a
                    href={website}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="text-primary hover:underline"
                  >
                    {a.website}
                  </a>
                ) : (
                  <span className="text-slate-600">{a.website}</span>
                )
              ) : null}
            </p>
          </div>
          <time dateTime={a.createdAt} className="shrink-0 text-sm text-muted-foreground">
            {formatDateTime(a.createdAt)}
          </time>
        </div>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {details.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words text-slate-900">
                {value ?? <span className="text-slate-400">Not given</span>}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
