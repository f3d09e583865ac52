// SPEC §7 "task_comments and task_attachments": one thread per task, oldest first, where an attachment
// joins a comment by the same author made within 5 seconds of it, and otherwise stands alone.

/** SPEC §9: comment/attachment merge window. */
export const ACTIVITY_MERGE_WINDOW_MS = 5_000;

type Comment = { id: string; authorId: string | null; createdAt: Date };
type Attachment = { id: string; uploadedBy: string | null; uploadedAt: Date };
type StatusChange = { id: string; createdAt: Date };

export type ActivityItem<C extends Comment, A extends Attachment, S extends StatusChange> =
  | { kind: 'comment'; at: Date; comment: C; attachments: A[] }
  | { kind: 'attachment'; at: Date; attachment: A }
  | { kind: 'status'; at: Date; change: S };

/** True when `attachment` belongs with `comment`: the same (known) author, at most 5 seconds apart. */
export function mergesInto(attachment: Attachment, comment: Comment): boolean {
  return (
    attachment.uploadedBy !== null &&
    attachment.uploadedBy === comment.authorId &&
    Math.abs(attachment.uploadedAt.getTime() - comment.createdAt.getTime()) <= ACTIVITY_MERGE_WINDOW_MS
  );
}

const kindOrder = { status: 0, comment: 1, attachment: 2 } as const;

/**
 * The thread: comments (each with the attachments merged into it, the nearest comment winning),
 * attachments that merged into none, and status changes, oldest first.
 */
export function buildActivity<C extends Comment, A extends Attachment, S extends StatusChange>(input: {
  comments: readonly C[];
  attachments: readonly A[];
  statusChanges: readonly S[];
}): ActivityItem<C, A, S>[] {
  const byTime =
    <T>(at: (x: T) => Date) =>
    (a: T, b: T) =>
      at(a).getTime() - at(b).getTime();
  const comments = [...input.comments].sort(byTime((c) => c.createdAt));
  const attached = new Map<string, A[]>(comments.map((c) => [c.id, []]));
  const items: ActivityItem<C, A, S>[] = [];

  for (const attachment of [...input.attachments].sort(byTime((a) => a.uploadedAt))) {
    let best: C | undefined;
    for (const comment of comments) {
      if (!mergesInto(attachment, comment)) continue;
      const distance = Math.abs(attachment.uploadedAt.getTime() - comment.createdAt.getTime());
      if (!best || distance < Math.abs(attachment.uploadedAt.getTime() - best.createdAt.getTime())) {
        best = comment;
      }
    }
    if (best) attached.get(best.id)?.push(attachment);
    else items.push({ kind: 'attachment', at: attachment.uploadedAt, attachment });
  }
  for (const comment of comments) {
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

/** SPEC §7: the text of an attachment that merged into no comment. */
export function uploadedEntryContent(fileName: string): string {
  return `Uploaded ${fileName}`;
}

export type AuthorRole = 'client' | 'admin' | null;

/**
 * SPEC §6: the viewer's own entries read 'You' with their role; the team's read 'Team Member' (Admin).
 * SPEC shows only what a client sees; an admin reading a client's entry sees the client's name (or
 * 'Client') with role Client rather than SPEC's 'Team Member', which would mislabel the client (decision 005).
 */
export function activityAuthorLabel(
  author: { id: string | null; role: AuthorRole; name: string | null },
  viewerId: string,
): { name: string; role: 'Admin' | 'Client' } {
  const role = author.role === 'client' ? 'Client' : 'Admin';
  if (author.id !== null && author.id === viewerId) return { name: 'You', role };
  if (author.role === 'client') return { name: author.name ?? 'Client', role };
  return { name: 'Team Member', role: 'Admin' };
}
