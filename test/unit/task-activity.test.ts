import { describe, expect, it } from 'vitest';
import {
  activityAuthorLabel,
  buildActivity,
  FILE_ONLY_COMMENT,
  uploadedEntryContent,
} from '../../src/shared/domain/task-activity';

const t0 = new Date('2025-03-01T10:00:00.000Z').getTime();
const at = (ms: number) => new Date(t0 + ms);
const comment = (id: string, ms: number) => ({ id, createdAt: at(ms) });
const file = (id: string, commentId: string | null, ms: number) => ({ id, commentId, uploadedAt: at(ms) });
const change = (id: string, ms: number) => ({ id, createdAt: at(ms) });

/** The thread as short strings: `comment c1 [a1, a2]`, `attachment a3`, `status s1`. */
function thread(input: Parameters<typeof buildActivity>[0]) {
  return buildActivity(input).map((item) => {
    if (item.kind === 'comment')
      return `comment ${item.comment.id} [${item.attachments.map((a) => a.id).join(', ')}]`;
    if (item.kind === 'attachment') return `attachment ${item.attachment.id}`;
    return `status ${item.change.id}`;
  });
}

describe('files in the thread (SPEC §7)', () => {
  it('shows each file with the comment it names, whatever their times', () => {
    const items = thread({
      comments: [comment('c1', 0), comment('c2', 60_000)],
      attachments: [file('a1', 'c1', 0), file('a2', 'c2', 0), file('a3', 'c1', 30_000)],
      statusChanges: [],
    });
    expect(items).toEqual(['comment c1 [a1, a3]', 'comment c2 [a2]']);
  });

  it('keeps apart the files of comments made in the same millisecond', () => {
    const items = thread({
      comments: [comment('c1', 0), comment('c2', 0)],
      attachments: [file('a1', 'c1', 0), file('a2', 'c2', 0), file('a3', 'c2', 0)],
      statusChanges: [],
    });
    expect(items).toEqual(['comment c1 [a1]', 'comment c2 [a2, a3]']);
  });

  it('shows a file that names no comment of the thread as its own entry', () => {
    const items = thread({
      comments: [comment('c1', 0)],
      attachments: [file('alone', null, 0), file('elsewhere', 'gone', 1_000)],
      statusChanges: [],
    });
    expect(items).toEqual(['comment c1 []', 'attachment alone', 'attachment elsewhere']);
  });

  it('orders comments, lone files and status changes oldest first', () => {
    const items = thread({
      comments: [comment('c2', 60_000), comment('c1', 0)],
      attachments: [file('a1', null, 30_000)],
      statusChanges: [change('s2', 90_000), change('s1', 0)],
    });
    expect(items).toEqual(['status s1', 'comment c1 []', 'attachment a1', 'comment c2 []', 'status s2']);
  });

  it("uses SPEC's texts for file-only comments and lone files", () => {
    expect(FILE_ONLY_COMMENT).toBe('File attachment');
    expect(uploadedEntryContent('brief.pdf')).toBe('Uploaded brief.pdf');
  });
});

describe('author labels (SPEC §6)', () => {
  const admin = { id: 'admin-1', role: 'admin' as const, name: 'Avery Admin' };
  const client = { id: 'client-1', role: 'client' as const, name: 'Casey Client' };

  it("shows the viewer's own entries as 'You' with their role", () => {
    expect(activityAuthorLabel(client, 'client-1')).toEqual({ name: 'You', role: 'Client' });
    expect(activityAuthorLabel(admin, 'admin-1')).toEqual({ name: 'You', role: 'Admin' });
  });

  it("shows the team's entries by name (Admin), 'Team Member' where no name is known", () => {
    expect(activityAuthorLabel(admin, 'client-1')).toEqual({ name: 'Avery Admin', role: 'Admin' });
    expect(activityAuthorLabel({ id: null, role: null, name: null }, 'client-1')).toEqual({
      name: 'Team Member',
      role: 'Admin',
    });
  });

  it("shows an admin another admin's entries by name (Admin)", () => {
    expect(activityAuthorLabel(admin, 'admin-2')).toEqual({ name: 'Avery Admin', role: 'Admin' });
  });

  // An admin reading a client's entry sees the client, not SPEC's 'Team Member'.
  it("shows an admin the client's entries as the client's", () => {
    expect(activityAuthorLabel(client, 'admin-1')).toEqual({ name: 'Casey Client', role: 'Client' });
    expect(activityAuthorLabel({ ...client, name: null }, 'admin-1')).toEqual({
      name: 'Client',
      role: 'Client',
    });
  });
});
