import { afterEach, beforeEach, vi } from 'vitest';

// A test that logs console.error or console.warn fails, unless it declared the log with expectConsole().
let expected = { error: 0, warn: 0 };
let seen: string[] = [];

export function expectConsole(kind: 'error' | 'warn', times = 1) {
  expected[kind] += times;
}

beforeEach(() => {
  expected = { error: 0, warn: 0 };
  seen = [];
  for (const kind of ['error', 'warn'] as const) {
    vi.spyOn(console, kind).mockImplementation((...args: unknown[]) => {
      if (expected[kind] > 0) {
        expected[kind] -= 1;
        return;
      }
      seen.push(`console.${kind}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (seen.length) throw new Error(`The test logged unexpectedly:\n${seen.join('\n')}`);
});
