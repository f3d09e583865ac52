import type { Role } from '../../shared/domain/roles';
import type { AppDeps } from '../deps';

export type ActorUser = { id: string; email: string; name: string; emailVerified: boolean; createdAt: Date };

/** Who is calling: decided once per request from the session cookie, on the server. */
export type Actor = { user: ActorUser; sessionId: string; role: Role | null };

export type AppEnv = { Variables: { actor: Actor | null; deps: AppDeps } };
