import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import pLimit from 'p-limit';

/**
 * The auth library's own password hashing (its scrypt and its stored format), queued so that at most all
 * CPUs but one hash at a time. A password hash is tens of milliseconds of CPU on purpose; left to Node's
 * thread pool, a burst of sign-ins ran four at once and took every core from the requests being answered
 * beside it (the sign-in pressure goal, docs/performance.md). Queued, a burst takes a little longer to
 * sign in and everyone else's pages stay quick.
 */
export function queuedPasswordHashing() {
  const oneCpuLess = pLimit(Math.max(1, availableParallelism() - 1));
  return {
    hash: (password: string) => oneCpuLess(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => oneCpuLess(() => verifyPassword(data)),
  };
}
