import { HardDrive } from 'lucide-react';
import { useState } from 'react';
import { formatFileSize } from '@/web/lib/format';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { Progress } from '@/web/ui/progress';
import { Skeleton } from '@/web/ui/skeleton';
import { useStorageUsage } from './api/get-storage-usage';
import { formatStorageSize } from './file-row';

/** From this share of the quota on, a client's bar is flagged as nearly full. */
const NEARLY_FULL = 0.9;
/** The fullest clients shown before 'Show all'. */
const SHOWN_FIRST = 5;

/** Each client's stored bytes (every upload they have: files, updates, attachments) against the quota. */
export function StorageUsageCard({ clientId }: { clientId?: string }) {
  const usage = useStorageUsage();
  const [showAll, setShowAll] = useState(false);
  // The fullest first: those are the ones an admin needs to act on.
  const clients = (usage.data?.clients ?? [])
    .filter((c) => !clientId || c.clientId === clientId)
    .sort((a, b) => b.usedBytes - a.usedBytes);
  const shown = showAll ? clients : clients.slice(0, SHOWN_FIRST);
  const quota = usage.data?.quotaBytes ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HardDrive className="size-4 text-slate-500" aria-hidden />
          Storage usage
        </CardTitle>
        <CardDescription>
          {usage.data
            ? `Each client can store up to ${formatStorageSize(quota)}.`
            : 'How much of their storage each client uses.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {usage.isPending ? (
          <div className="space-y-4" role="status" aria-label="Loading storage usage">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : usage.isError ? (
          <div className="space-y-3 text-sm text-slate-600">
            <p>We couldn't load storage usage.</p>
            <Button variant="outline" size="sm" onClick={() => void usage.refetch()}>
              Try again
            </Button>
          </div>
        ) : clients.length === 0 ? (
          <p className="text-sm text-muted-foreground">No clients yet.</p>
        ) : (
          <>
            <ul className="space-y-4">
              {shown.map((client) => {
                const share = quota > 0 ? client.usedBytes / quota : 0;
                return (
                  <li key={client.clientId} className="space-y-1.5">
                    {/* Wrapped, not truncated: similar names differ at their end ('Client 1764…-ab12c'). */}
                    <div className="flex items-baseline justify-between gap-3 text-sm">
                      <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">
                        {client.clientName}
                      </span>
                      {share >= NEARLY_FULL ? (
                        <Badge variant="warning" className="shrink-0">
                          Nearly full
                        </Badge>
                      ) : null}
                    </div>
                    <Progress value={share * 100} label={`Storage used by ${client.clientName}`} />
                    <p className="text-xs text-muted-foreground tabular-nums">
                      {client.usedBytes === 0 ? '0 KB' : formatFileSize(client.usedBytes)} of{' '}
                      {formatStorageSize(quota)} · {Math.round(share * 100)}%
                    </p>
                  </li>
                );
              })}
            </ul>
            {clients.length > SHOWN_FIRST ? (
              <Button variant="link" size="sm" className="mt-3" onClick={() => setShowAll((all) => !all)}>
                {showAll ? 'Show fewer' : `Show all ${clients.length} clients`}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
