import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = process.env.VITE_BACKEND ?? 'http://localhost:3000';

// Message maps are imported one module at a time (@zdravo/contract/messages/<area>, the package's
// exports map) so each screen's texts load with that screen only.
export default defineConfig({
  plugins: [react()],
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
