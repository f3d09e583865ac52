import { readFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export type MemoryReading = { rss: number; heapUsed: number; external: number; arrayBuffers: number };

const probe = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));

/** The environment that loads the memory probe into a server (`--expose-gc`, so readings follow a GC). */
export function memoryProbeEnv(file: string): Record<string, string> {
  return { NODE_OPTIONS: `--expose-gc --import=${probe}`, BENCH_SSE_MEMORY_FILE: file };
}

/**
 * Asks the server for its memory after a full GC and waits for the answer (the probe writes a file; a
 * signal has no reply, so the file is polled, briefly).
 */
export async function readServerMemory(pid: number, file: string): Promise<MemoryReading> {
  const before = await readSequence(file);
  process.kill(pid, 'SIGUSR2');
  for (let tries = 0; tries < 200; tries++) {
    await delay(50);
    const text = await readFile(file, 'utf8').catch(() => '');
    if (!text) continue;
    const reading = JSON.parse(text) as MemoryReading & { sequence: number };
    if (reading.sequence > before) return reading;
  }
  throw new Error(`The server (pid ${pid}) did not report its memory`);
}

async function readSequence(file: string): Promise<number> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text ? (JSON.parse(text) as { sequence: number }).sequence : 0;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
