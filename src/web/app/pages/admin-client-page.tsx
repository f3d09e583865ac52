import { useParams } from 'react-router';
import { ClientProfilePage } from '@/web/features/clients/client-profile-page';
import { AdminClientTasksTab } from '@/web/features/tasks/admin-client-tasks-tab';

/*
 * /admin/client/:clientId shows two features on one page: the clients feature's profile and, in its
 * Tasks tab, the tasks feature's form and list. Features never import one another, so the page that
 * puts them together lives here, with the app.
 */
export function AdminClientPage() {
  const { clientId = '' } = useParams();
  return <ClientProfilePage clientId={clientId} tasksTab={<AdminClientTasksTab clientId={clientId} />} />;
}
