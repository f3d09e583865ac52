import { ArrowLeft, ShieldCheck } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useIsAdmin } from '@/web/lib/auth/staff-role';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { EmptyState } from '@/web/ui/empty-state';

/**
 * An admin area page that is an admin's alone (decision 043): an account manager who reaches it by its
 * address is told so, and the page (whose reads the server would refuse) never renders.
 */
export function adminsOnly(Page: ComponentType): ComponentType {
  return function AdminsOnlyPage() {
    return useIsAdmin() ? <Page /> : <AdminsOnlyNotice />;
  };
}

function AdminsOnlyNotice() {
  useDocumentTitle('Admins only');
  return (
    <EmptyState
      icon={ShieldCheck}
      title="Only admins can open this page"
      description="Your account manager account covers the clients assigned to you. Ask an admin if you need this page."
      action={
        <Button asChild variant="outline">
          <Link to="/admin">
            <ArrowLeft aria-hidden />
            Back to clients
          </Link>
        </Button>
      }
    />
  );
}
