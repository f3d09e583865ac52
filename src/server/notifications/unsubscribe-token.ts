import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ClientEmailSetting } from '../../shared/domain/notification-emails';

const settingSchema = z.enum(['emailNotifications', 'taskReminders', 'campaignAlerts', 'weeklyDigest']);
const payloadSchema = z.object({ u: z.string().min(1), s: settingSchema });

export type UnsubscribeRequest = { userId: string; setting: ClientEmailSetting };

// The key is derived from the server's secret for this one use, so a token can never pass as anything else.
const keyOf = (secret: string) => createHmac('sha256', secret).update('notification-unsubscribe').digest();
const signatureOf = (body: string, secret: string) =>
  createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

/**
 * The token of an email's unsubscribe link: who and which toggle, signed. It turns that toggle off without
 * signing in, so it must be unforgeable; it never expires, as an old email's link must still work, and
 * using it again only confirms the toggle is off.
 */
export function signUnsubscribeToken({ userId, setting }: UnsubscribeRequest, secret: string): string {
  const body = Buffer.from(JSON.stringify({ u: userId, s: setting })).toString('base64url');
  return `${body}.${signatureOf(body, secret)}`;
}

/** The request a token carries, or null when it was not signed by us (tampered, truncated, made up). */
export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeRequest | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(signatureOf(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success ? { userId: parsed.data.u, setting: parsed.data.s } : null;
  } catch {
    return null;
  }
}
