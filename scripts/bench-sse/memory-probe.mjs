// Loaded into the measured server with NODE_OPTIONS (`--import`): on SIGUSR2 it collects garbage (when
// started with --expose-gc) and writes process.memoryUsage() to BENCH_SSE_MEMORY_FILE, so the benchmark
// reads the server's own heap, not only its resident size. Plain JavaScript, loaded before the server.
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.BENCH_SSE_MEMORY_FILE;
let sequence = 0;
if (file)
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    globalThis.gc?.();
    const usage = process.memoryUsage();
    writeFileSync(`${file}.tmp`, JSON.stringify({ sequence: ++sequence, ...usage }));
    renameSync(`${file}.tmp`, file);
  });
