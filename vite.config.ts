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
      // The manifest tells scripts/prerender.ts which chunks each public page needs, to preload them.
      manifest: publicSite,
      rolldownOptions: publicSite ? { input: 'src/web/features/public-site/public.html' } : {},
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
    },
  };
});
