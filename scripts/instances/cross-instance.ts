import type { Instance } from './instance-pair';

/** The URL of `path` on one instance: the test, not a proxy, chooses which instance serves each request. */
export const on = (instance: Instance, path: string) => new URL(path, instance.origin).toString();

/** Throws `message` (what a user or operator would have seen go wrong) unless `condition` holds. */
export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A short view of an answer's body for a failure message. */
export const shown = (body: unknown) => JSON.stringify(body)?.slice(0, 300);
