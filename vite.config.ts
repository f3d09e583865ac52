import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
    plugins: [react(), tailwindcss()],
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
