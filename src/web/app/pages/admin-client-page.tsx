import { useParams } from 'react-router';
import { AdminClientBillingTab } from '@/web/features/billing/admin-client-billing-tab';
import { AdminClientChatTab } from '@/web/features/chat/admin-client-chat-tab';
import { ClientProfilePage } from '@/web/features/clients/client-profile-page';
import { ExportClientDataButton } from '@/web/features/data-export/export-client-data-button';
import { AdminClientFilesTab } from '@/web/features/files/admin-client-files-tab';
import { AdminClientReviewsTab } from '@/web/features/reviews/admin-client-reviews-tab';
import { AdminClientTasksTab } from '@/web/features/tasks/admin-client-tasks-tab';
import { AdminClientUpdatesTab } from '@/web/features/updates/admin-client-updates-tab';

/*
 * /admin/client/:clientId shows several features on one page: the clients feature's profile and, in its
 * tabs, the tasks feature's form and list, the reviews feature's list and its New review dialog, the
 * updates feature's timeline, the files feature's upload form, list and storage usage, the billing
 * feature's plan and invoices, the chat feature's conversation, and for admins the data-export feature's
 * Export data. Features never import one another, so the page that puts them together lives here, with
 * the app.
 */
export function AdminClientPage() {
  const { clientId = '' } = useParams();
  return (
    <ClientProfilePage
      clientId={clientId}
      tasksTab={<AdminClientTasksTab clientId={clientId} />}
      reviewsTab={<AdminClientReviewsTab clientId={clientId} />}
      updatesTab={<AdminClientUpdatesTab clientId={clientId} />}
      filesTab={<AdminClientFilesTab clientId={clientId} />}
      billingTab={<AdminClientBillingTab clientId={clientId} />}
      chatTab={<AdminClientChatTab clientId={clientId} />}
      adminActions={<ExportClientDataButton clientId={clientId} />}
    />
  );
}
