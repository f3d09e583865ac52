import {
  ClipboardCheck,
  ClipboardList,
  FolderOpen,
  HandCoins,
  Inbox,
  MessagesSquare,
  Receipt,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { reviewMessages } from '@/shared/domain/reviews';
import { messages } from '@/shared/messages';
import { TwoFactorSetupGate } from '@/web/features/account-security/two-factor-setup-gate';
import { adminPolicy, RoleGuard } from '@/web/features/accounts/role-guard';
import { SignOutButton } from '@/web/features/accounts/sign-out-button';
import { useUnreadMessages } from '@/web/features/chat/api/get-unread-messages';
import { NotificationBell } from '@/web/features/notifications/notification-bell';
import { useAgencyLogoUrl } from '@/web/lib/agency-branding';
import { useAuth } from '@/web/lib/auth/auth-provider';
import { useIsAdmin } from '@/web/lib/auth/staff-role';
import { Avatar } from '@/web/ui/avatar';
import { Logo } from '@/web/ui/logo';
import { SidebarFooter, SidebarHeader, SidebarLink, SidebarNav, useSidebarCollapsed } from '@/web/ui/sidebar';
import { SidebarTrigger } from '@/web/ui/sidebar-trigger';
import { usePrefetchRoute } from '../route-prefetch';
import { DashboardShell } from './dashboard-shell';
import { displayName } from './display-name';

/**
 * /admin/*: the agency staff area (SPEC §2 "Admin dashboard"), for admins and account managers
 * (decision 043); an account manager's navigation leaves out what is an admin's alone. A staff member the
 * agency requires two-factor of, without it, sets it up first (decision 047).
 */
export function AdminShell() {
  return (
    <RoleGuard policy={adminPolicy}>
      <TwoFactorSetupGate>
        <DashboardShell sidebarLabel="Admin navigation" sidebar={<AdminSidebar />} topBar={<AdminTopBar />} />
      </TwoFactorSetupGate>
    </RoleGuard>
  );
}

function AdminSidebar() {
  const prefetch = usePrefetchRoute();
  const collapsed = useSidebarCollapsed();
  const unread = useUnreadMessages();
  const logoUrl = useAgencyLogoUrl();
  const admin = useIsAdmin();
  return (
    <>
      <SidebarHeader>
        <Logo showName={!collapsed} caption="Admin workspace" imageUrl={logoUrl} />
      </SidebarHeader>
      <SidebarNav label="Admin">
        <SidebarLink onIntent={prefetch} to="/admin" end icon={Users} label="Client List" />
        <SidebarLink
          onIntent={prefetch}
          to="/admin/messages"
          icon={MessagesSquare}
          label="Messages"
          count={unread.data}
        />
        <SidebarLink onIntent={prefetch} to="/admin/tasks" icon={ClipboardList} label="Tasks Manager" />
        <SidebarLink
          onIntent={prefetch}
          to="/admin/reviews"
          icon={ClipboardCheck}
          label={reviewMessages.reviews}
        />
        <SidebarLink onIntent={prefetch} to="/admin/reports" icon={FolderOpen} label="Reports & Files" />
        <SidebarLink onIntent={prefetch} to="/admin/referrals" icon={HandCoins} label="Referrals" />
        <SidebarLink onIntent={prefetch} to="/admin/billing" icon={Receipt} label="Billing" />
        {admin ? (
          <SidebarLink onIntent={prefetch} to="/admin/applications" icon={Inbox} label="Applications" />
        ) : null}
        <SidebarLink onIntent={prefetch} to="/admin/settings" icon={Settings} label="Settings" />
        {/* Every staff member's own account: password, two-factor sign-in, sessions. */}
        <SidebarLink onIntent={prefetch} to="/admin/security" icon={ShieldCheck} label="Security" />
      </SidebarNav>
      <SidebarFooter>
        <SignOutButton redirectTo="/admin/login" />
      </SidebarFooter>
    </>
  );
}

function AdminTopBar() {
  const auth = useAuth();
  return (
    <>
      <SidebarTrigger />
      <div className="min-w-0 flex-1">
        <p className="truncate text-base font-semibold text-slate-900">{messages.shell.adminTitle}</p>
        <p className="truncate text-xs text-muted-foreground sm:text-sm">{messages.shell.adminSubtitle}</p>
      </div>
      <NotificationBell />
      <Avatar name={displayName(auth)} />
    </>
  );
}
