import {
  ClipboardCheck,
  CreditCard,
  FileChartColumn,
  Gift,
  LayoutDashboard,
  ListChecks,
  Megaphone,
  MessageSquare,
  Rocket,
  Settings,
} from 'lucide-react';
import { reviewMessages } from '@/shared/domain/reviews';
import { messages } from '@/shared/messages';
import { clientPolicy, RoleGuard } from '@/web/features/accounts/role-guard';
import { SignOutButton } from '@/web/features/accounts/sign-out-button';
import { useUnreadMessages } from '@/web/features/chat/api/get-unread-messages';
import { NotificationBell } from '@/web/features/notifications/notification-bell';
import { WelcomeFlow } from '@/web/features/onboarding/welcome-flow';
import { useClientReviews } from '@/web/features/reviews/api/list-client-reviews';
import { reviewListStrings } from '@/web/features/reviews/review-list-strings';
import { useAgencyLogoUrl } from '@/web/lib/agency-branding';
import { useAuth } from '@/web/lib/auth/auth-provider';
import { clientCan } from '@/web/lib/auth/client-abilities';
import { Avatar } from '@/web/ui/avatar';
import { Logo } from '@/web/ui/logo';
import { SidebarFooter, SidebarHeader, SidebarLink, SidebarNav, useSidebarCollapsed } from '@/web/ui/sidebar';
import { SidebarTrigger } from '@/web/ui/sidebar-trigger';
import { usePrefetchRoute } from '../route-prefetch';
import { DashboardShell } from './dashboard-shell';
import { displayName } from './display-name';

/** /dashboard/*: the client area (SPEC §2 "Client dashboard"), for the client role only. */
export function ClientShell() {
  return (
    <RoleGuard policy={clientPolicy}>
      <WelcomeFlow />
      <DashboardShell
        sidebarLabel="Client navigation"
        sidebar={<ClientSidebar />}
        topBar={<ClientTopBar />}
      />
    </RoleGuard>
  );
}

function ClientSidebar() {
  const prefetch = usePrefetchRoute();
  const { profile, client } = useAuth();
  const collapsed = useSidebarCollapsed();
  const onboardingDue = profile ? !profile.onboardingCompleted : false;
  const unread = useUnreadMessages();
  // The same query as the Approvals page and the overview's card: the count costs no request of its own.
  const reviews = useClientReviews();
  const logoUrl = useAgencyLogoUrl();
  return (
    <>
      <SidebarHeader>
        <Logo showName={!collapsed} caption="Client portal" imageUrl={logoUrl} />
      </SidebarHeader>
      <SidebarNav label="Dashboard">
        <SidebarLink onIntent={prefetch} to="/dashboard" end icon={LayoutDashboard} label="Overview" />
        <SidebarLink
          to="/dashboard/onboarding"
          icon={Rocket}
          label="Get Started"
          dot={onboardingDue ? messages.shell.onboardingDot : undefined}
        />
        <SidebarLink onIntent={prefetch} to="/dashboard/tasks" icon={ListChecks} label="Tasks" />
        <SidebarLink
          onIntent={prefetch}
          to="/dashboard/approvals"
          icon={ClipboardCheck}
          label={reviewMessages.approvals}
          count={reviews.data?.awaitingYou}
          countLabel={reviewListStrings.sidebarCount}
        />
        <SidebarLink onIntent={prefetch} to="/dashboard/updates" icon={Megaphone} label="Updates" />
        <SidebarLink
          onIntent={prefetch}
          to="/dashboard/chat"
          icon={MessageSquare}
          label="Chat"
          count={unread.data}
        />
        <SidebarLink onIntent={prefetch} to="/dashboard/reports" icon={FileChartColumn} label="Reports" />
        <SidebarLink onIntent={prefetch} to="/dashboard/refer" icon={Gift} label="Refer & Earn" />
        {/* Billing & Plan is the owner's and the billing member's (issue 47). */}
        {clientCan(client, 'billing') ? (
          <SidebarLink onIntent={prefetch} to="/dashboard/billing" icon={CreditCard} label="Billing" />
        ) : null}
        <SidebarLink onIntent={prefetch} to="/dashboard/settings" icon={Settings} label="Settings" />
      </SidebarNav>
      <SidebarFooter>
        <SignOutButton redirectTo="/login" />
      </SidebarFooter>
    </>
  );
}

function ClientTopBar() {
  const auth = useAuth();
  return (
    <>
      <SidebarTrigger />
      <div className="min-w-0 flex-1">
        <p className="truncate text-base font-semibold text-slate-900">{messages.shell.greeting}</p>
        <p className="truncate text-xs text-muted-foreground sm:text-sm">{messages.shell.clientSubtitle}</p>
      </div>
      <NotificationBell />
      <Avatar
        name={displayName(auth)}
        src={auth.profile?.logoUrl}
        fit="contain"
        className="ring-1 ring-slate-200"
      />
    </>
  );
}
