import { readFileSync } from 'node:fs';

/**
 * How many files (sockets included) this process may have open: the soft `RLIMIT_NOFILE`, read from
 * Linux's /proc/self/limits. Node raises its soft limit to the hard one as it starts, so this is what the
 * process really has, whatever `ulimit -n` the shell showed. Undefined where it cannot be read (another
 * system, or "unlimited"): the caller falls back to a documented default.
 */
export function openFileLimit(): number | undefined {
  let limits: string;
  try {
    limits = readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return undefined;
  }
  const soft = /^Max open files\s+(\d+)\s/m.exec(limits)?.[1];
  return soft === undefined ? undefined : Number(soft);
}
