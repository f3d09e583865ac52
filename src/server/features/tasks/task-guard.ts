import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sideOf } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import { AppError } from '../../core/errors';
import type { AppEnv } from '../../http/app-env';
import { currentActor, reachOf } from '../../http/session';
import type { TaskActor } from './task-access';

/** Routes both sides use: any signed-in user with a role (which rows they reach is the query's job). */
export const requireTaskActor = createMiddleware<AppEnv>(async (c, next) => {
  taskActor(c);
  await next();
});

export function taskActor(c: Context<AppEnv>): TaskActor {
  const actor = currentActor(c);
  const { user, role } = actor;
  if (role === null) throw new AppError('forbidden', messages.guard.noRole);
  return { id: user.id, role: sideOf(role), reach: reachOf(actor) };
}
