import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '@/shared/messages';
import { useAuth } from '@/web/lib/auth/auth-provider';
import { toast } from '@/web/lib/toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { Card, CardContent } from '@/web/ui/card';
import { PageHeader } from '@/web/ui/page-header';
import { Skeleton } from '@/web/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/ui/tabs';
import { useProfile } from './api/get-profile';
import { BrandTab } from './brand-tab';
import { NotificationsTab } from './notifications-tab';
import { PayoutTab } from './payout-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

const tabs = [
  { value: 'profile', label: 'Profile' },
  { value: 'brand', label: 'Brand Assets' },
  { value: 'payout', label: 'Payout Details' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'security', label: 'Security' },
] as const;
type Tab = (typeof tabs)[number]['value'];

const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab.value === value);

/** /dashboard/settings (SPEC §2 client Settings): five tabs, Profile first; the open tab is in the URL. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  const profile = useProfile();
  const { user } = useAuth();

  useEffect(() => {
    if (profile.isError)
      toast.error(messages.profile.loadErrorTitle, { description: messages.profile.loadError });
  }, [profile.isError]);

  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'profile') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Settings"
        description="Your profile, brand assets, payout details, notifications and security."
      />
      <Tabs value={tab} onValueChange={select}>
        {/* On a phone the five tabs wrap onto two rows, so the open one is always in sight. */}
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="h-8">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {profile.isPending ? (
          <Card className="mt-4">
            <CardContent className="flex flex-col gap-4" aria-busy>
              <Skeleton className="h-24 w-24" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </CardContent>
          </Card>
        ) : profile.isError ? (
          <Card className="mt-4">
            <CardContent className="flex flex-col items-start gap-3">
              <p className="text-sm text-slate-700">{messages.profile.loadError}</p>
              <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
                Try again
              </Button>
            </CardContent>
          </Card>
        ) : (
          <>
            <TabsContent value="profile">
              <ProfileTab profile={profile.data} email={user?.email ?? profile.data.email ?? ''} />
            </TabsContent>
            <TabsContent value="brand">
              <BrandTab profile={profile.data} />
            </TabsContent>
            <TabsContent value="payout">
              <PayoutTab profile={profile.data} />
            </TabsContent>
            <TabsContent value="notifications">
              <NotificationsTab profile={profile.data} />
            </TabsContent>
            <TabsContent value="security">
              <SecurityTab />
            </TabsContent>
          </>
        )}
      </Tabs>
    </>
  );
}
