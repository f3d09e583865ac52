import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz beside each text asset, once at build time at the highest levels, so the server
 * sends a phone a third of the bytes without compressing on every request (serve-web.ts: precompressed).
 */
export function precompress(dir: string) {
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|svg|json)$/.test(name)) continue;
    const source = readFileSync(join(dir, name));
    writeFileSync(
      join(dir, `${name}.br`),
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(join(dir, `${name}.gz`), gzipSync(source, { level: 9 }));
  }
}
