import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./web', import.meta.url));

// The portal: sources in web/, static files in dist/web/, served by `caretaker serve` at /.
export default defineConfig({
  root,
  plugins: [react()],
  base: '/',
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // A strict Content-Security-Policy forbids inline scripts, so nothing is inlined.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    target: 'es2022',
    // Two pages sharing one client, UI kit and texts: the office portal and the field app (/app).
    rollupOptions: {
      input: {
        portal: fileURLToPath(new URL('./web/index.html', import.meta.url)),
        app: fileURLToPath(new URL('./web/app/index.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: { '/portal/api': 'http://localhost:3000', '/api': 'http://localhost:3000' },
  },
});
