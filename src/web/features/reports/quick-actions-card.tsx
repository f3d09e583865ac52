import { MessageSquarePlus, MonitorPlay } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { Tooltip } from '@/web/ui/tooltip';

/** What the chat box starts with after 'Request Custom Report'; the client finishes the sentence. */
export const customReportDraft = 'Hi team, I would like a custom report on ';

/**
 * SPEC §2 Quick Actions. SPEC shows no behaviour; ours: the request opens the chat with a started
 * message, the download is handed in by the page (the files feature owns it), and the live dashboard,
 * which does not exist yet, is visibly unavailable.
 */
export function QuickActionsCard({ downloadAllAssets }: { downloadAllAssets: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild variant="outline" className="w-full justify-start">
          <Link to={`/dashboard/chat?draft=${encodeURIComponent(customReportDraft)}`}>
            <MessageSquarePlus aria-hidden />
            Request Custom Report
          </Link>
        </Button>
        {downloadAllAssets}
        <Tooltip content="Coming soon: live campaign numbers, updated as they happen.">
          <Button
            variant="outline"
            aria-disabled="true"
            onClick={(event) => event.preventDefault()}
            className="w-full cursor-not-allowed justify-start text-slate-500 hover:bg-white"
          >
            <MonitorPlay aria-hidden />
            View Live Dashboard
            <Badge variant="neutral" className="ml-auto">
              Soon
            </Badge>
          </Button>
        </Tooltip>
      </CardContent>
    </Card>
  );
}
