import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The contract's message maps are imported one module at a time so each screen's texts load with
// that screen only (the package's exports map has "." and "./methods"; this alias adds "./messages/*").
const messagesDir = decodeURIComponent(new URL('../../packages/contract/src/messages/', import.meta.url).pathname);
const backend = process.env.VITE_BACKEND ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@zdravo\/contract\/messages\/([\w-]+)$/, replacement: `${messagesDir}$1.ts` }],
  },
  server: {
    proxy: {
      '/_rpc': { target: backend, changeOrigin: false },
      '/api': { target: backend, changeOrigin: false },
      '/images': { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Every browser we support has <link rel="modulepreload">; skip the polyfill in the entry.
    modulePreload: { polyfill: false },
  },
});
