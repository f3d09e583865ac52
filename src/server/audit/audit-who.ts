import type { Context } from 'hono';
import { AUDIT_USER_AGENT_MAX } from '../../shared/domain/audit';
import type { Actor, AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { type AuditActor, type AuditWho, auditRoleOf } from './audit-person';

/** A signed-in caller as the log names them. */
export function auditActorOf(actor: Actor): AuditActor {
  const { id, name, email } = actor.user;
  return { id, name, email, role: auditRoleOf(actor.role) };
}

/**
 * The request's who: its signed-in caller (none on a public route or the auth library's, which run before
 * the session is read), its address (X-Forwarded-For only with TRUST_PROXY, as the rate limits read it)
 * and its User-Agent, cut to a sensible length.
 */
export function auditWho(c: Context<AppEnv>): AuditWho {
  const actor = c.get('actor');
  const userAgent = c.req.header('user-agent')?.slice(0, AUDIT_USER_AGENT_MAX) ?? null;
  return {
    actor: actor ? auditActorOf(actor) : null,
    ip: clientIp(c, c.get('deps').config.trustProxy) ?? null,
    userAgent: userAgent || null,
  };
}
