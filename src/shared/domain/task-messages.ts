import { TASK_COMMENTS_PER_MINUTE } from './task-activity';
import { TASK_ATTACHMENT_MAX_BYTES, TASK_ATTACHMENTS_PER_COMMENT } from './task-files';
import { type TaskStatus, taskStatusLabels } from './task-status';

// SPEC §8 "Tasks, updates, chat, comments" and the tasks screens of §2, quoted exactly; the rest are ours.
export const taskMessages = {
  created: 'Task created successfully',
  createFailed: (message: string) => `Failed to create task: ${message}`,
  updated: 'Task updated successfully',
  updateFailed: (message: string) => `Failed to update task: ${message}`,
  commentFailed: (message: string) => `Failed to add comment: ${message}`,
  noTasks: 'No tasks assigned',
  clientNotFound: 'Client Not Found',
  taskNotFound: 'Task not found',
  fileNotFound: 'File not found',
  titleRequired: 'Title is required',
  clientRequired: 'Please select a client',
  fileTypeRefused: 'Only JPG, PNG, PDF, MP4, ZIP and DOCX files are allowed',
  fileTooLarge: `Each file must be at most ${TASK_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`,
  tooManyFiles: `A comment can carry up to ${TASK_ATTACHMENTS_PER_COMMENT} files. Send the rest in another comment.`,
  filesLeftOut: (count: number) =>
    `${count} ${count === 1 ? 'file was' : 'files were'} left out: a comment can carry up to ${TASK_ATTACHMENTS_PER_COMMENT} files. Send the rest in another comment.`,
  moveRefused: (from: TaskStatus, to: TaskStatus) =>
    `You cannot move a task from ${taskStatusLabels[from]} to ${taskStatusLabels[to]}.`,
  commentRateLimited: 'You are adding comments too fast. Wait a moment and try again.',
  commentRateLimitedSummary: `More than ${TASK_COMMENTS_PER_MINUTE} comments in a minute`,
  showOlder: 'Show older',
  olderFailed: 'Failed to load older activity',
  moveStale: (now: TaskStatus) =>
    `This task is now ${taskStatusLabels[now]}. Refresh to see what you can do next.`,
} as const;
