import { Activity } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { OnboardingPrompt } from './onboarding-prompt';

/**
 * SPEC §2: the last 3 chat messages and first 2 updates. Chat and updates have no API yet, so this
 * shows their empty state until those features land.
 */
export function RecentActivityCard({ onboarded }: { onboarded: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {onboarded ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <Activity className="size-6 text-slate-400" aria-hidden />
            <p className="text-sm font-medium text-slate-700">No recent activity yet</p>
            <p className="max-w-xs text-xs text-muted-foreground">
              Messages from your team and project updates will show up here.
            </p>
          </div>
        ) : (
          <OnboardingPrompt what="recent messages and updates" />
        )}
      </CardContent>
    </Card>
  );
}
