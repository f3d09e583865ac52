import { Download, Receipt, SearchX } from 'lucide-react';
import { useState } from 'react';
import {
  DEFAULT_RECEIVABLE_FILTER,
  RECEIVABLES_PAGE_MAX,
  receivableFilterLabels,
  receivablesMessages,
} from '@/shared/domain/receivables';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { ListState } from '@/web/ui/list-state';
import { PageHeader } from '@/web/ui/page-header';
import { Skeleton } from '@/web/ui/skeleton';
import { type ReceivablesFilters as Filters, receivablesCsvUrl, useReceivables } from './api/get-receivables';
import { ReceivablesFilters } from './receivables-filters';
import { ReceivablesSummary } from './receivables-summary';
import { ReceivablesTable } from './receivables-table';

/**
 * /admin/billing (issue 50, "Receivables for staff"): what every client the caller reaches owes and has
 * paid. The cards sum all of it; the filters narrow only the table and the CSV.
 */
export function ReceivablesPage() {
  useDocumentTitle(receivablesMessages.title);
  const [filters, setFilters] = useState<Filters>({ state: DEFAULT_RECEIVABLE_FILTER, clientId: '' });
  const receivables = useReceivables(filters);
  const answer = receivables.data;
  const invoices = answer?.invoices ?? [];
  const filterWord = receivableFilterLabels[filters.state].toLowerCase();

  return (
    <>
      <PageHeader
        title={receivablesMessages.title}
        description={receivablesMessages.description}
        actions={
          <Button asChild variant="outline">
            <a href={receivablesCsvUrl(filters)} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
        }
      />
      <div className="grid gap-6">
        <ReceivablesSummary summary={answer?.summary ?? (receivables.isError ? [] : undefined)} />
        <ReceivablesFilters filters={filters} clients={answer?.clients ?? []} onChange={setFilters} />
        <ListState
          query={receivables}
          isEmpty={invoices.length === 0}
          noun="invoices"
          placeholder={
            <div className="grid gap-2">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          }
          whenEmpty={{
            icon: Receipt,
            title: receivablesMessages.emptyTitle,
            description: receivablesMessages.emptyDescription,
          }}
          // A client listed means sent invoices exist: nothing shown is then the filters' doing.
          whenNoMatch={
            answer?.clients.length
              ? {
                  icon: SearchX,
                  title:
                    filters.state === 'all' ? receivablesMessages.noMatchTitle : `No ${filterWord} invoices`,
                  description: 'Try another status or client.',
                }
              : undefined
          }
        >
          <Card className="overflow-hidden">
            <ReceivablesTable invoices={invoices} />
          </Card>
          {answer?.capped ? (
            <p className="text-sm text-muted-foreground">
              {receivablesMessages.capped(RECEIVABLES_PAGE_MAX)}
            </p>
          ) : null}
        </ListState>
      </div>
    </>
  );
}
