import { AccountSecurityCards } from '@/web/features/account-security/account-security-cards';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/ui/page-header';

/*
 * /admin/security: a staff member's own account security, the cards a client finds under Settings,
 * Security. Every staff member's, admins' and account managers' alike.
 */
export function StaffSecurityRoute() {
  useDocumentTitle('Security');
  return (
    <>
      <PageHeader
        title="Security"
        description="Your password, two-factor sign-in and the devices signed in to your account."
      />
      <AccountSecurityCards />
    </>
  );
}
