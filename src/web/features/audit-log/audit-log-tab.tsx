import { Download, ScrollText, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { auditMessages } from '@/shared/domain/audit';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { Button } from '@/web/ui/button';
import { ListState } from '@/web/ui/list-state';
import { ShowMoreButton } from '@/web/ui/show-more-button';
import { Skeleton } from '@/web/ui/skeleton';
import { auditCsvUrl, useAuditEvents } from './api/get-audit-events';
import { AuditEventList } from './audit-event-list';
import { AuditFilters } from './audit-filters';
import {
  type AuditFilterValues,
  auditFilterParams,
  datesReversed,
  filtersNarrow,
  noAuditFilters,
} from './audit-filters-model';

/**
 * Admin Settings, Audit log (decision 046): who did what, on which client, when and from where, newest
 * first, filtered by person, action, client and days, a page at a time; the CSV export takes the same
 * filters. Admins alone see it.
 */
export function AuditLogTab() {
  const [filters, setFilters] = useState<AuditFilterValues>(noAuditFilters);
  // The person is typed: the list follows once typing pauses. Reversed dates are not sent.
  const person = useDebouncedValue(filters.person);
  const applied = useMemo(
    () => ({ ...filters, person, ...(datesReversed(filters) ? { from: '', to: '' } : {}) }),
    [filters, person],
  );
  const params = useMemo(() => auditFilterParams(applied), [applied]);
  const { pages, events } = useAuditEvents(params);

  return (
    <section aria-labelledby="audit-log-heading">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="audit-log-heading" className="text-lg font-semibold text-slate-900">
            Audit log
          </h2>
          <p className="text-sm text-muted-foreground">
            Sign-ins, changes to clients, teams and settings, files and decisions: who, when and from where.
          </p>
        </div>
        <Button asChild variant="outline">
          <a href={auditCsvUrl(params)} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      </div>
      <AuditFilters value={filters} onChange={setFilters} />
      <ListState
        query={pages}
        isEmpty={events.length === 0}
        noun="the audit log"
        placeholder={
          <div className="grid gap-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        }
        whenEmpty={{ icon: ScrollText, title: auditMessages.empty, description: auditMessages.emptyHint }}
        whenNoMatch={
          filtersNarrow(applied)
            ? { icon: SearchX, title: auditMessages.noMatch, description: auditMessages.noMatchHint }
            : undefined
        }
      >
        <AuditEventList events={events} />
      </ListState>
      <ShowMoreButton
        pages={pages}
        label="Load more"
        failure={auditMessages.loadFailed}
        className="mt-6 text-sm text-muted-foreground"
        status={<p aria-live="polite">Showing the newest {events.length} events</p>}
      />
    </section>
  );
}
