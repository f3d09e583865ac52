import { PostUpdateForm } from './post-update-form';
import { UpdateTimeline } from './update-timeline';

/** The Updates tab of /admin/client/:clientId: post an update, and the client's timeline below. */
export function AdminClientUpdatesTab({ clientId }: { clientId: string }) {
  return (
    <div className="space-y-6">
      <PostUpdateForm clientId={clientId} />
      <UpdateTimeline clientId={clientId} />
    </div>
  );
}
