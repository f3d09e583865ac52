import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '@/shared/messages';
import { useAuth } from '@/web/lib/auth/auth-provider';
import { clientCan } from '@/web/lib/auth/client-abilities';
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

const allTabs = [
  { value: 'profile', label: 'Profile' },
  { value: 'brand', label: 'Brand Assets' },
  { value: 'payout', label: 'Payout Details' },
  { value: 'team', label: 'Team' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'security', label: 'Security' },
] as const;
type Tab = (typeof allTabs)[number]['value'];
/** The tabs whose content is handed in by the app: they read no profile, and show before it has loaded. */
const handedInTabs: readonly Tab[] = ['team', 'security'];

type SettingsPageProps = {
  /** The client-team feature's Team tab, handed in by the app (features never import one another). */
  teamTab: ReactNode;
  /** The account-security feature's cards (password, two-factor sign-in, sessions), handed in the same way. */
  securityTab: ReactNode;
  /** The data-export feature's 'Your data' card, shown under the profile (it shows itself to owners only). */
  dataExportCard: ReactNode;
};

/**
 * /dashboard/settings (SPEC §2 client Settings): Profile first; the open tab is in the URL. Brand Assets
 * and Payout Details are the owner's (issue 47): another role does not see those tabs, and their address
 * opens Profile.
 */
export function SettingsPage({ teamTab, securityTab, dataExportCard }: SettingsPageProps) {
  useDocumentTitle('Settings');
  const [params, setParams] = useSearchParams();
  const { user, client } = useAuth();
  const payout = clientCan(client, 'payout');
  const brand = clientCan(client, 'brand');
  const tabs = allTabs.filter((t) => (t.value !== 'payout' || payout) && (t.value !== 'brand' || brand));
  const requested = params.get('tab');
  const tab: Tab = tabs.find((t) => t.value === requested)?.value ?? 'profile';
  const profile = useProfile();

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
        description={
          payout && brand
            ? 'Your profile, brand assets, payout details, team, notifications and security.'
            : 'Your profile, team, notifications and security.'
        }
      />
      <Tabs value={tab} onValueChange={select}>
        {/* On a phone the tabs wrap onto two rows, so the open one is always in sight. */}
        <TabsList className="h-auto w-full flex-wrap justify-start sm:w-auto">
          {tabs.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="h-8">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="team">{teamTab}</TabsContent>
        <TabsContent value="security">{securityTab}</TabsContent>
        {handedInTabs.includes(tab) ? null : profile.isPending ? (
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
            <TabsContent value="profile" className="flex flex-col gap-6">
              <ProfileTab
                profile={profile.data}
                email={user?.email ?? profile.data.email ?? ''}
                canEditCompany={brand}
              />
              {dataExportCard}
            </TabsContent>
            {brand ? (
              <TabsContent value="brand">
                <BrandTab profile={profile.data} />
              </TabsContent>
            ) : null}
            {payout ? (
              <TabsContent value="payout">
                <PayoutTab profile={profile.data} />
              </TabsContent>
            ) : null}
            <TabsContent value="notifications">
              <NotificationsTab profile={profile.data} />
            </TabsContent>
          </>
        )}
      </Tabs>
    </>
  );
}
