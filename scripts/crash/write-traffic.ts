import { allowedTransitions, type TaskStatus } from '../../src/shared/domain/task-status';
import type { PortalSession } from '../reliability/portal-session';
import { sampleFile } from '../reliability/sample-files';
import { commentText, type Ledger } from './ledger';

export type Cast = { admin: PortalSession; clients: { id: string; session: PortalSession }[] };

let commentsSent = 0;
let messagesSent = 0;
let filesSent = 0;

/**
 * `writers` loops that each keep one write in flight (create task, move status, comment with 0-3 files,
 * chat message, a file shared with a client), as the admin and the clients, until a request fails (the server was killed) or `stop` is aborted.
 * Only 2xx answers go into the ledger; the rest are counted.
 */
export async function writeUntilDown(
  cast: Cast,
  ledger: Ledger,
  round: number,
  writers: number,
  stop: AbortSignal,
): Promise<{ sent: number; acked: number }> {
  const counts = { sent: 0, acked: 0 };
  const loop = async () => {
    while (!stop.aborted) {
      counts.sent++;
      try {
        if (await oneWrite(cast, ledger, round)) counts.acked++;
      } catch {
        return; // connection refused or reset: the server is down
      }
    }
  };
  await Promise.all(Array.from({ length: writers }, loop));
  return counts;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function oneWrite(cast: Cast, ledger: Ledger, round: number): Promise<boolean> {
  const roll = Math.random();
  if (roll < 0.15 || ledger.tasks.length === 0) return createTask(cast, ledger, round);
  if (roll < 0.25) return chatMessage(cast, ledger, round);
  if (roll < 0.32) return shareFile(cast, ledger, round);
  const task = pick(ledger.tasks);
  const client = cast.clients.find((c) => c.id === task.clientId);
  if (!client) throw new Error('A task of an unknown client');
  const asAdmin = Math.random() < 0.4;
  const session = asAdmin ? cast.admin : client.session;
  return roll < 0.5
    ? moveStatus(session, asAdmin ? 'admin' : 'client', task.id, ledger, round)
    : comment(session, task.id, ledger, round);
}

async function createTask(cast: Cast, ledger: Ledger, round: number) {
  const client = pick(cast.clients);
  const { status, body } = await cast.admin.request('POST', '/api/admin/tasks', {
    title: `Crash task ${ledger.tasks.length + 1}`,
    clientId: client.id,
  });
  if (status !== 201) return false;
  const id = (body as { id: string }).id;
  ledger.tasks.push({ id, clientId: client.id, round });
  ledger.lastKnownStatus.set(id, 'pending');
  return true;
}

async function moveStatus(
  session: PortalSession,
  role: 'admin' | 'client',
  taskId: string,
  ledger: Ledger,
  round: number,
) {
  const from = ledger.lastKnownStatus.get(taskId) ?? 'pending';
  const moves = allowedTransitions(role, from);
  // Nothing this side may do from here: the other side's move is tried instead, refused as it should be.
  const to: TaskStatus = moves.length ? pick(moves).to : 'in-progress';
  const { status, body } = await session.request('POST', `/api/tasks/${taskId}/status`, { to, from });
  if (status === 409) {
    const current = await session.request('GET', `/api/tasks/${taskId}`);
    if (current.status === 200)
      ledger.lastKnownStatus.set(taskId, (current.body as { status: TaskStatus }).status);
  }
  if (status !== 200) return false;
  ledger.moves.push({ taskId, from, to, round });
  ledger.lastKnownStatus.set(taskId, (body as { status: TaskStatus }).status);
  return true;
}

async function comment(session: PortalSession, taskId: string, ledger: Ledger, round: number) {
  const fileCount = Math.floor(Math.random() * 4);
  const files = Array.from({ length: fileCount }, (_, i) => sampleFile(i));
  const content = commentText(++commentsSent, fileCount);
  const form = new FormData();
  form.append('content', content);
  for (const file of files)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const { status, body } =
    fileCount === 0
      ? await session.request('POST', `/api/tasks/${taskId}/comments`, { content })
      : await session.postForm(`/api/tasks/${taskId}/comments`, form);
  if (status !== 201) return false;
  const entry = body as { id: string; attachments: { id: string }[] };
  ledger.comments.push({
    taskId,
    commentId: entry.id,
    attachmentIds: entry.attachments.map((a) => a.id),
    sha256s: files.map((f) => f.sha256),
    round,
  });
  return true;
}

/** A chat message, by a client in its own thread or by the admin in a client's (chat allows 30 a minute). */
async function chatMessage(cast: Cast, ledger: Ledger, round: number) {
  const client = pick(cast.clients);
  const asAdmin = Math.random() < 0.5;
  const content = `crash message ${++messagesSent}`;
  const { status, body } = asAdmin
    ? await cast.admin.request('POST', `/api/admin/chat/${client.id}/messages`, { content })
    : await client.session.request('POST', '/api/chat/messages', { content });
  if (status !== 201) return false;
  ledger.messages.push({ id: (body as { id: string }).id, clientId: client.id, content, round });
  return true;
}

/** The admin shares a file with a client (the Reports & Files upload). */
async function shareFile(cast: Cast, ledger: Ledger, round: number) {
  const client = pick(cast.clients);
  const file = sampleFile(++filesSent);
  const form = new FormData();
  form.append('category', pick(['report', 'document', 'asset'] as const));
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const { status, body } = await cast.admin.postForm(`/api/admin/clients/${client.id}/files`, form);
  if (status !== 201) return false;
  ledger.files.push({ id: (body as { id: string }).id, clientId: client.id, sha256: file.sha256, round });
  return true;
}
