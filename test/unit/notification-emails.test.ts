import { describe, expect, it } from 'vitest';
import {
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from '../../src/server/notifications/unsubscribe-token';
import {
  type ClientEmailKind,
  type ClientEmailSettings,
  clientEmailSettingOf,
  clientWantsEmail,
  emailRetryDelayMinutes,
} from '../../src/shared/domain/notification-emails';

const toggles = ['emailNotifications', 'taskReminders', 'campaignAlerts', 'weeklyDigest'] as const;
/** All 16 combinations of the four toggles. */
const everySetting: ClientEmailSettings[] = Array.from({ length: 16 }, (_, bits) => ({
  emailNotifications: Boolean(bits & 1),
  taskReminders: Boolean(bits & 2),
  campaignAlerts: Boolean(bits & 4),
  weeklyDigest: Boolean(bits & 8),
}));
const kinds = Object.keys(clientEmailSettingOf) as ClientEmailKind[];

describe('who gets a notification email', () => {
  const cases = kinds.flatMap((kind) => everySetting.map((settings) => [kind, settings] as const));

  // Written out apart from the table the code reads: campaign news needs campaign alerts, reminders need
  // task reminders, the digest needs the weekly digest, and everything needs email notifications.
  const ownToggle = (kind: ClientEmailKind, settings: ClientEmailSettings) => {
    if (kind === 'update_posted' || kind === 'file_shared') return settings.campaignAlerts;
    if (kind === 'task_due_soon' || kind === 'task_overdue' || kind === 'review_reminder')
      return settings.taskReminders;
    if (kind === 'weekly_digest') return settings.weeklyDigest;
    return true;
  };

  it.each(cases)('%s with %o', (kind, settings) => {
    expect(clientWantsEmail(kind, settings)).toBe(settings.emailNotifications && ownToggle(kind, settings));
  });

  it('sends nothing at all with email notifications off, whatever else is on', () => {
    const allButEmail = {
      emailNotifications: false,
      taskReminders: true,
      campaignAlerts: true,
      weeklyDigest: true,
    };
    expect(kinds.filter((kind) => clientWantsEmail(kind, allButEmail))).toEqual([]);
  });

  it('names a toggle for every emailed kind', () => {
    for (const kind of kinds) expect(toggles).toContain(clientEmailSettingOf[kind]);
  });
});

describe('retrying a failed email', () => {
  it('waits 1, 2, 4 … minutes, never more than an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(emailRetryDelayMinutes)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});

describe('unsubscribe tokens', () => {
  const secret = 'a-server-secret-that-is-long-enough-1234';
  const token = signUnsubscribeToken({ userId: 'user-1', setting: 'campaignAlerts' }, secret);

  it('carries who and which toggle', () => {
    expect(verifyUnsubscribeToken(token, secret)).toEqual({ userId: 'user-1', setting: 'campaignAlerts' });
  });

  it('refuses a tampered, truncated, re-signed or made-up token', () => {
    const [body = '', signature = ''] = token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ u: 'user-2', s: 'campaignAlerts' })).toString('base64url');
    expect(verifyUnsubscribeToken(`${otherUser}.${signature}`, secret)).toBeNull();
    expect(verifyUnsubscribeToken(`${body}.${signature.slice(0, -2)}`, secret)).toBeNull();
    expect(verifyUnsubscribeToken(body, secret)).toBeNull();
    expect(verifyUnsubscribeToken(`${token}.extra`, secret)).toBeNull();
    expect(verifyUnsubscribeToken(token, 'another-secret-that-is-long-enough-12345')).toBeNull();
    expect(verifyUnsubscribeToken('not-a-token', secret)).toBeNull();
    const unknownSetting = Buffer.from(JSON.stringify({ u: 'user-1', s: 'everything' })).toString(
      'base64url',
    );
    const forged = signUnsubscribeToken({ userId: 'x', setting: 'weeklyDigest' }, secret).split('.')[1];
    expect(verifyUnsubscribeToken(`${unknownSetting}.${forged}`, secret)).toBeNull();
  });
});
