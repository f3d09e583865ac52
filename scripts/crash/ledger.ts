import type { TaskStatus } from '../../src/shared/domain/task-status';

// What the server acknowledged (answered 2xx), round by round: each must be readable after every restart.

export type AckedTask = { id: string; clientId: string; round: number };
export type AckedMove = { taskId: string; from: TaskStatus; to: TaskStatus; round: number };
/** The attachments the answer listed, and the digests of the files sent (compared as sets: order is free). */
export type AckedComment = {
  taskId: string;
  commentId: string;
  attachmentIds: string[];
  sha256s: string[];
  round: number;
};

export type AckedMessage = { id: string; clientId: string; content: string; round: number };
/** A file the admin shared with a client, and the digest of what was sent. */
export type AckedFile = { id: string; clientId: string; sha256: string; round: number };

export class Ledger {
  readonly tasks: AckedTask[] = [];
  readonly moves: AckedMove[] = [];
  readonly comments: AckedComment[] = [];
  readonly messages: AckedMessage[] = [];
  readonly files: AckedFile[] = [];
  /** The status each task had at its last acknowledged write, to pick a plausible next move. */
  readonly lastKnownStatus = new Map<string, TaskStatus>();

  get size() {
    return (
      this.tasks.length + this.moves.length + this.comments.length + this.messages.length + this.files.length
    );
  }
}

/** The text of the n-th comment sent with `files` files: after a crash, any comment found is checked by it. */
export const commentText = (n: number, files: number) => `crash comment ${n} with ${files} files`;
export const filesNamedIn = (content: string) => {
  const match = /^crash comment \d+ with (\d+) files$/.exec(content);
  return match ? Number(match[1]) : undefined;
};
