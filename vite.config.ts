import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/*
 * PDF.js's own data, which it fetches by name from a folder when a PDF needs it: the standard fonts (a PDF
 * that names Helvetica without embedding it), ICC colour profiles, and the decoders of JPEG 2000 and JBIG2
 * images (WebAssembly, with their fallbacks). Emitted unhashed under a folder named for the PDF.js version
 * (src/web/features/reviews/pdf-js.ts asks there), so /assets' year-long caching stays right.
 */
function pdfjsData(): Plugin {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const wanted = (folder: string, name: string) =>
    !name.startsWith('LICENSE') && (folder !== 'wasm' || !name.startsWith('quickjs'));
  return {
    name: 'pdfjs-data',
    apply: 'build',
    generateBundle() {
      for (const folder of ['standard_fonts', 'iccs', 'wasm']) {
        for (const name of readdirSync(join(root, folder)).filter((one) => wanted(folder, one))) {
          this.emitFile({
            type: 'asset',
            fileName: `assets/pdfjs-${version}/${folder}/${name}`,
            source: readFileSync(join(root, folder, name)),
          });
        }
      }
    },
  };
}

/*
 * The portal's chunks. Left to itself the bundler gives every small module two lazy pages share (a card, an
 * icon, a hook) a chunk of its own: the client overview took 42 scripts, most under 1 KB, and on a phone's
 * connection each costs a round trip more than its bytes. Shared chunks under 16 KB of source are instead
 * copied into the chunks that use them (rolldown then keeps each module's code in source order), and TanStack
 * Query, which nearly every page uses, is one chunk. So is React Router: since version 8 it ships one file per
 * module, which the bundler would otherwise split into three shared chunks the entry waits for. scripts/size.ts
 * still weighs every first load.
 */
const portalChunking = {
  preserveEntrySignatures: false as const,
  output: {
    codeSplitting: {
      experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
      groups: [
        { name: 'query', test: /@tanstack[\\/](query-core|react-query)/, priority: 20 },
        { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 20 },
      ],
    },
  },
};

// `vite build` builds the portal (index.html). `vite build --mode public-site` then builds the prerendered
// public site into the same folder as a separate app, so its pages share no chunk with portal code.
export default defineConfig(({ mode, isSsrBuild }) => {
  const publicSite = mode === 'public-site';
  return {
    plugins: [react(), tailwindcss(), ...(publicSite || isSsrBuild ? [] : [pdfjsData()])],
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    build: {
      outDir: 'dist/web',
      emptyOutDir: !publicSite,
      sourcemap: false,
      // The manifests say which chunks each page needs: scripts/prerender.ts preloads the public pages'
      // and scripts/size.ts weighs every first load against its budget.
      manifest: publicSite ? true : '.vite/portal-manifest.json',
      rolldownOptions: publicSite
        ? { input: 'src/web/features/public-site/public.html' }
        : isSsrBuild
          ? {}
          : // The prerendered sign-in pages load the portal through after-paint.ts (decision 033).
            { ...portalChunking, input: { index: 'index.html', 'after-paint': 'src/web/after-paint.ts' } },
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
    },
  };
});
