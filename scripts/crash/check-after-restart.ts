import type { TaskStatus } from '../../src/shared/domain/task-status';
import { everyPage } from '../reliability/every-page';
import type { PortalSession } from '../reliability/portal-session';
import { sha256 } from '../reliability/sample-files';
import { filesNamedIn, type Ledger } from './ledger';
import { listStoredFiles } from './storage-files';

type Entry =
  | {
      kind: 'comment' | 'attachment';
      id: string;
      content: string;
      createdAt: string;
      author: { id: string | null };
      attachments: { id: string; downloadUrl: string }[];
    }
  | { kind: 'status'; id: string; fromStatus: TaskStatus | null; toStatus: TaskStatus };

export type CheckOptions = {
  admin: PortalSession;
  ledger: Ledger;
  storageRoot: string;
  /** Download and compare the files of comments acknowledged in rounds from this one on. */
  downloadFromRound: number;
  /** PostgreSQL: the storage keys rows refer to, read from the database (exact, file by file). */
  referencedKeys?: () => Promise<Set<string>>;
  /** Files younger than this may be another server's upload: the start-up sweep keeps them (0: none). */
  sweepGraceMs: number;
};

export type CheckResult = {
  failures: string[];
  ackedChecked: number;
  downloads: number;
  keptYoung: number;
};

/** After a restart: the acknowledged writes are all there, none half applied, no file left without a row. */
export async function checkAfterRestart(options: CheckOptions): Promise<CheckResult> {
  const { admin, ledger } = options;
  const failures: string[] = [];
  const result: CheckResult = { failures, ackedChecked: 0, downloads: 0, keptYoung: 0 };

  const listed = await everyPage<{ id: string; title: string; status: TaskStatus }>(
    admin,
    '/api/admin/tasks?q=Crash%20task',
    'tasks',
  );
  const tasks = new Map(listed.filter((t) => t.title.startsWith('Crash task')).map((t) => [t.id, t]));
  for (const acked of ledger.tasks) {
    result.ackedChecked++;
    if (!tasks.has(acked.id)) failures.push(`lost task ${acked.id} (created in round ${acked.round})`);
  }

  const activity = new Map<string, Entry[]>();
  await inParallel([...tasks.keys()], 6, async (id) => {
    const { status, body } = await admin.request('GET', `/api/tasks/${id}/activity`);
    if (status !== 200) throw new Error(`Activity of ${id} answered ${status}`);
    activity.set(id, (body as { entries: Entry[] }).entries);
  });

  for (const [id, task] of tasks) checkTaskThread(id, task.status, activity.get(id) ?? [], result);
  checkMoves(ledger, activity, result);
  await checkComments(options, activity, result);
  await checkMessages(options, result);
  const sharedFiles = await checkSharedFiles(options, result);
  await checkStorage(options, activity, sharedFiles, result);
  return result;
}

/** Each status's moves in minus moves out: 1 for the current status, 0 for the rest (creation enters 'pending'). */
function checkTaskThread(id: string, current: TaskStatus, entries: Entry[], result: CheckResult) {
  const { failures } = result;
  const balance = new Map<string, number>();
  const add = (status: string | null, by: number) => {
    if (status) balance.set(status, (balance.get(status) ?? 0) + by);
  };
  let creations = 0;
  for (const entry of entries) {
    if (entry.kind === 'status') {
      if (entry.fromStatus === null) creations++;
      add(entry.fromStatus, -1);
      add(entry.toStatus, +1);
    } else if (entry.kind === 'attachment') {
      failures.push(`task ${id}: attachment ${entry.id} belongs to no comment (half-applied comment)`);
    } else {
      const expected = filesNamedIn(entry.content);
      const found = entry.attachments.length;
      if (expected !== undefined && found !== expected)
        failures.push(`task ${id}: comment ${entry.id} has ${found} of its ${expected} attachments`);
    }
  }
  if (creations !== 1) failures.push(`task ${id}: ${creations} creation entries in its history`);
  for (const [status, count] of balance) {
    if (count !== (status === current ? 1 : 0)) {
      failures.push(`task ${id}: status '${current}' disagrees with its history (${status}: ${count})`);
      return;
    }
  }
}

function checkMoves(ledger: Ledger, activity: Map<string, Entry[]>, result: CheckResult) {
  const recorded = new Map<string, number>();
  for (const [taskId, entries] of activity)
    for (const e of entries)
      if (e.kind === 'status' && e.fromStatus) {
        const key = `${taskId} ${e.fromStatus}>${e.toStatus}`;
        recorded.set(key, (recorded.get(key) ?? 0) + 1);
      }
  const acked = new Map<string, number>();
  for (const move of ledger.moves) {
    result.ackedChecked++;
    const key = `${move.taskId} ${move.from}>${move.to}`;
    acked.set(key, (acked.get(key) ?? 0) + 1);
  }
  for (const [key, count] of acked) {
    const found = recorded.get(key) ?? 0;
    if (found < count)
      result.failures.push(`lost status move ${key}: ${count} acknowledged, ${found} recorded`);
  }
}

async function checkComments(options: CheckOptions, activity: Map<string, Entry[]>, result: CheckResult) {
  const filesOfComment = new Map<string, Map<string, string>>();
  for (const entries of activity.values())
    for (const e of entries)
      if (e.kind === 'comment')
        filesOfComment.set(e.id, new Map(e.attachments.map((a) => [a.id, a.downloadUrl])));

  const toDownload: { commentId: string; urls: string[]; sha256s: string[] }[] = [];
  for (const acked of options.ledger.comments) {
    result.ackedChecked++;
    const files = filesOfComment.get(acked.commentId);
    if (!files) {
      result.failures.push(`lost comment ${acked.commentId} (round ${acked.round})`);
      continue;
    }
    const urls = acked.attachmentIds.map((id) => files.get(id));
    const missing = urls.filter((url) => url === undefined).length;
    if (missing > 0) {
      result.failures.push(`comment ${acked.commentId}: ${missing} of its ${urls.length} attachments lost`);
    } else if (acked.round >= options.downloadFromRound && urls.length > 0) {
      toDownload.push({ commentId: acked.commentId, urls: urls as string[], sha256s: acked.sha256s });
    }
  }
  await inParallel(toDownload, 6, async ({ commentId, urls, sha256s }) => {
    const digests: string[] = [];
    for (const url of urls) {
      const { status, bytes } = await options.admin.getBytes(url);
      result.downloads++;
      if (status !== 200) result.failures.push(`comment ${commentId}: download ${url} answered ${status}`);
      else digests.push(sha256(bytes));
    }
    if (digests.length === urls.length && digests.sort().join() !== [...sha256s].sort().join())
      result.failures.push(`comment ${commentId}: downloaded files differ from the uploaded ones`);
  });
}

/** Files on disk against rows: exact keys on PostgreSQL, file counts per task through the API on PGlite. */
async function checkStorage(
  options: CheckOptions,
  activity: Map<string, Entry[]>,
  sharedFiles: SharedFile[],
  result: CheckResult,
) {
  const files = await listStoredFiles(options.storageRoot);
  const present = new Set(files.map((f) => f.key));
  const young = (ageMs: number) => ageMs < options.sweepGraceMs;
  const orphan = (key: string, ageMs: number, why: string) => {
    if (young(ageMs)) result.keptYoung++;
    else result.failures.push(`orphan file ${key} after the start-up sweep (${why})`);
  };

  const stored = files.filter((f) => !f.key.endsWith('.meta.json') && !f.key.endsWith('.uploading'));
  for (const f of files) {
    if (f.key.endsWith('.uploading')) orphan(f.key, f.ageMs, 'a partial upload');
    else if (f.key.endsWith('.meta.json') && !present.has(f.key.slice(0, -'.meta.json'.length)))
      orphan(f.key, f.ageMs, 'metadata without its file');
  }
  for (const f of stored)
    if (!present.has(`${f.key}.meta.json`)) result.failures.push(`stored file ${f.key} has no metadata`);

  if (options.referencedKeys) {
    const referenced = await options.referencedKeys();
    for (const f of stored) if (!referenced.has(f.key)) orphan(f.key, f.ageMs, 'no row refers to it');
    for (const key of referenced)
      if (!present.has(key)) result.failures.push(`row refers to missing file ${key}`);
    return;
  }
  const onDisk = new Map<string, number>();
  const sharedOnDisk = new Map<string, number>();
  const sharedRows = new Map<string, number>();
  for (const f of sharedFiles) sharedRows.set(f.clientId, (sharedRows.get(f.clientId) ?? 0) + 1);
  for (const f of stored) {
    const [area, ownerId] = f.key.split('/');
    if (area === 'client-files' && ownerId) sharedOnDisk.set(ownerId, (sharedOnDisk.get(ownerId) ?? 0) + 1);
    else if (area !== 'task-files' || !ownerId || !activity.has(ownerId))
      orphan(f.key, f.ageMs, 'no task of this run');
    else onDisk.set(ownerId, (onDisk.get(ownerId) ?? 0) + 1);
  }
  for (const clientId of new Set([...sharedOnDisk.keys(), ...sharedRows.keys()])) {
    const files = sharedOnDisk.get(clientId) ?? 0;
    const rows = sharedRows.get(clientId) ?? 0;
    if (files > rows)
      result.failures.push(`client ${clientId}: ${files - rows} shared files on disk without a row`);
    if (files < rows)
      result.failures.push(`client ${clientId}: ${rows - files} shared file rows without their file`);
  }
  for (const [taskId, entries] of activity) {
    const rows = entries.reduce((n, e) => n + (e.kind === 'status' ? 0 : e.attachments.length), 0);
    const files = onDisk.get(taskId) ?? 0;
    if (files > rows)
      result.failures.push(`task ${taskId}: ${files - rows} orphan files after the start-up sweep`);
    if (files < rows)
      result.failures.push(`task ${taskId}: ${rows - files} attachment rows without their file`);
  }
}

async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/** Every acknowledged chat message is in its client's thread, once, with the text it was sent with. */
async function checkMessages({ admin, ledger }: CheckOptions, result: CheckResult) {
  const clientIds = [...new Set(ledger.messages.map((m) => m.clientId))];
  const found = new Map<string, { content: string; clientId: string; copies: number }>();
  for (const clientId of clientIds) {
    let before = '';
    do {
      const path = `/api/admin/chat/${clientId}/messages${before ? `?before=${before}` : ''}`;
      const { status, body } = await admin.request('GET', path);
      if (status !== 200) throw new Error(`Thread of ${clientId} answered ${status}`);
      const page = body as { messages: { id: string; content: string }[]; olderCursor: string | null };
      for (const m of page.messages) {
        const seen = found.get(m.id);
        found.set(m.id, { content: m.content, clientId, copies: (seen?.copies ?? 0) + 1 });
      }
      before = page.olderCursor ?? '';
    } while (before);
  }
  for (const acked of ledger.messages) {
    result.ackedChecked++;
    const stored = found.get(acked.id);
    if (!stored) result.failures.push(`lost message ${acked.id} (sent in round ${acked.round})`);
    else if (stored.copies !== 1) result.failures.push(`message ${acked.id} listed ${stored.copies} times`);
    else if (stored.content !== acked.content || stored.clientId !== acked.clientId)
      result.failures.push(`message ${acked.id} changed: '${stored.content}' in ${stored.clientId}`);
  }
}

type SharedFile = { id: string; clientId: string; url: string };

/** Every acknowledged shared file is listed once, for its client, and downloads as it was sent. */
async function checkSharedFiles(options: CheckOptions, result: CheckResult): Promise<SharedFile[]> {
  const listed = await everyPage<SharedFile>(options.admin, '/api/admin/files', 'files');
  const byId = new Map(listed.map((f) => [f.id, f]));
  const toDownload: { id: string; url: string; sha256: string }[] = [];
  for (const acked of options.ledger.files) {
    result.ackedChecked++;
    const file = byId.get(acked.id);
    if (!file) result.failures.push(`lost shared file ${acked.id} (round ${acked.round})`);
    else if (file.clientId !== acked.clientId) result.failures.push(`shared file ${acked.id} changed client`);
    else if (acked.round >= options.downloadFromRound)
      toDownload.push({ id: acked.id, url: file.url, sha256: acked.sha256 });
  }
  await inParallel(toDownload, 6, async ({ id, url, sha256: expected }) => {
    const download = await options.admin.getBytes(url);
    result.downloads++;
    if (download.status !== 200)
      result.failures.push(`shared file ${id}: download answered ${download.status}`);
    else if (sha256(download.bytes) !== expected)
      result.failures.push(`shared file ${id}: downloaded bytes differ from the uploaded ones`);
  });
  return listed;
}
