import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite build` builds the portal (index.html). `vite build --mode public-site` then builds the prerendered
// public site into the same folder as a separate app, so its pages share no chunk with portal code.
export default defineConfig(({ mode }) => {
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
      rolldownOptions: publicSite ? { input: 'src/web/features/public-site/public.html' } : {},
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
    },
  };
});
