// SPEC §7 "task_comments and task_attachments": one thread per task, oldest first, where the files posted
// with a comment show with it. Each file names its comment (`commentId`, written with the comment), so
// comments one author posts in the same instant keep their own files; a file without one stands alone.

type Comment = { id: string; createdAt: Date };
type Attachment = { id: string; commentId: string | null; uploadedAt: Date };
type StatusChange = { id: string; createdAt: Date };

export type ActivityItem<C extends Comment, A extends Attachment, S extends StatusChange> =
  | { kind: 'comment'; at: Date; comment: C; attachments: A[] }
  | { kind: 'attachment'; at: Date; attachment: A }
  | { kind: 'status'; at: Date; change: S };

/**
 * Entries at the same instant keep this order (a task's creation before its first notes), then their id's.
 * The activity's pages and cursors order by the same (time, kind, id).
 */
export const activityKindOrder = { status: 0, comment: 1, attachment: 2 } as const;
const kindOrder = activityKindOrder;
export type ActivityKind = keyof typeof activityKindOrder;

/** Entries per page of a task's thread: the newest page first, older ones on 'Show older'. */
export const TASK_ACTIVITY_PAGE_SIZE = 50;
/** Comments one person may add a minute, over every task: as for chat, above typing speed, below a script's. */
export const TASK_COMMENTS_PER_MINUTE = 30;

/**
 * The thread: comments (each with the attachments that name it), attachments that name no comment of
 * this thread, and status changes, oldest first.
 */
export function buildActivity<C extends Comment, A extends Attachment, S extends StatusChange>(input: {
  comments: readonly C[];
  attachments: readonly A[];
  statusChanges: readonly S[];
}): ActivityItem<C, A, S>[] {
  const attached = new Map<string, A[]>(input.comments.map((c) => [c.id, []]));
  const items: ActivityItem<C, A, S>[] = [];

  const byUploadTime = [...input.attachments].sort((a, b) => a.uploadedAt.getTime() - b.uploadedAt.getTime());
  for (const attachment of byUploadTime) {
    const files = attachment.commentId === null ? undefined : attached.get(attachment.commentId);
    if (files) files.push(attachment);
    else items.push({ kind: 'attachment', at: attachment.uploadedAt, attachment });
  }
  for (const comment of input.comments) {
    items.push({
      kind: 'comment',
      at: comment.createdAt,
      comment,
      attachments: attached.get(comment.id) ?? [],
    });
  }
  for (const change of input.statusChanges) items.push({ kind: 'status', at: change.createdAt, change });

  return items.sort((a, b) => a.at.getTime() - b.at.getTime() || kindOrder[a.kind] - kindOrder[b.kind]);
}

/** SPEC §5: a comment with files and no text. */
export const FILE_ONLY_COMMENT = 'File attachment';

/** SPEC §7: the text of an attachment that stands alone, with no comment. */
export function uploadedEntryContent(fileName: string): string {
  return `Uploaded ${fileName}`;
}

export type AuthorRole = 'client' | 'admin' | null;

/**
 * SPEC §6: the viewer's own entries read 'You' with their role; the team's read as the staff member who
 * wrote them (issue 47), SPEC's 'Team Member' (Admin) where no name is known; a client's entries read as
 * that person (or 'Client') with role Client, to both sides.
 */
export function activityAuthorLabel(
  author: { id: string | null; role: AuthorRole; name: string | null },
  viewerId: string,
): { name: string; role: 'Admin' | 'Client' } {
  const role = author.role === 'client' ? 'Client' : 'Admin';
  if (author.id !== null && author.id === viewerId) return { name: 'You', role };
  if (author.role === 'client') return { name: author.name ?? 'Client', role };
  return { name: author.name ?? 'Team Member', role: 'Admin' };
}
