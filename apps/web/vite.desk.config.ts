import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The desk (docs/desk.md): its own entry and its own build, served at /desk/ by the shop's server.
// Built after the shop (whose build empties dist/) into dist/desk, so the shop's bundle can hold none
// of the desk's code and the desk shares no chunk with the shop. Paths are from apps/web (npm runs
// the build there); outDir is from the root.
export default defineConfig({
  root: 'src/desk',
  base: '/desk/',
  plugins: [react()],
  // The shop's public/ (favicon…) is the shop's: the desk page links the shop's own copy.
  publicDir: false,
  build: {
    outDir: '../../dist/desk',
    emptyOutDir: true,
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
  },
});
