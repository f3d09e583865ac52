import {
  notificationExcerpt,
  notificationLinks,
  notificationTitles,
} from '../../../shared/domain/notifications';
import type { TaskStatus } from '../../../shared/domain/task-status';
import type { DbOrTx } from '../../db/connection';
import type { AgencyInbox, Email } from '../../mail/mailer';
import { clientNameForTeam, notifyAdmins, notifyClient } from '../../notifications/notify';
import type { RealtimeHub } from '../../realtime/hub';
import type { TaskActor } from './task-access';

type Deps = { db: DbOrTx; realtime: RealtimeHub };
type TaskRef = { id: string; clientId: string; title: string };

/** An admin gave the client a new task. */
export function notifyTaskAssigned(deps: Deps, task: TaskRef) {
  return notifyClient(deps, task.clientId, {
    kind: 'task_assigned',
    title: notificationTitles.taskAssigned(task.title),
    link: notificationLinks.clientTask(task.id),
  });
}

/**
 * The moves the other side hears of: the client's submission tells the team; the team's verdict
 * (changes requested, approved) tells the client. Starting or resuming work tells nobody.
 */
export async function notifyStatusChange(deps: Deps, task: TaskRef, to: TaskStatus) {
  if (to === 'pending-review') {
    const client = await clientNameForTeam(deps.db, task.clientId);
    return notifyAdmins(deps, task.clientId, {
      kind: 'task_submitted',
      title: notificationTitles.taskSubmitted(client, task.title),
      link: notificationLinks.adminTask(task.id),
    });
  }
  if (to === 'needs-revision')
    return notifyClient(deps, task.clientId, {
      kind: 'task_changes_requested',
      title: notificationTitles.taskChangesRequested(task.title),
      link: notificationLinks.clientTask(task.id),
    });
  if (to === 'approved')
    return notifyClient(deps, task.clientId, {
      kind: 'task_approved',
      title: notificationTitles.taskApproved(task.title),
      link: notificationLinks.clientTask(task.id),
    });
}

/** A comment tells the other side: the client's tells the team, the team's tells the client. */
export async function notifyTaskComment(deps: Deps, task: TaskRef, author: TaskActor, content: string) {
  const body = notificationExcerpt(content);
  if (author.role === 'admin')
    return notifyClient(deps, task.clientId, {
      kind: 'task_comment',
      title: notificationTitles.teamComment(task.title),
      body,
      link: notificationLinks.clientTask(task.id),
    });
  const client = await clientNameForTeam(deps.db, task.clientId);
  return notifyAdmins(deps, task.clientId, {
    kind: 'client_comment',
    title: notificationTitles.clientComment(client, task.title),
    body,
    link: notificationLinks.adminTask(task.id),
  });
}

/** The agency inbox's email about a task waiting for review (Settings, System: 'Tasks submitted for review'). */
export async function taskReviewEmail(db: DbOrTx, inbox: AgencyInbox, task: TaskRef): Promise<Email> {
  const client = await clientNameForTeam(db, task.clientId);
  // Names are free text: keep line breaks out of the subject header.
  const subject = notificationTitles.taskSubmitted(client, task.title).replace(/\s+/g, ' ');
  return {
    to: inbox.agencyEmail,
    subject: subject.length > 200 ? `${subject.slice(0, 199)}…` : subject,
    text: [`${subject}.`, '', `Review it: ${inbox.appOrigin}${notificationLinks.adminTask(task.id)}`].join(
      '\n',
    ),
  };
}
