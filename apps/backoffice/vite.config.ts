/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/vite-precompress.mjs';

// The back-office is served by the API server under /backoffice/ (see apps/server).
export default defineConfig({
  base: '/backoffice/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the first-load budget check reads each route's chunks from it.
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effect: the schemas a screen does not use are left out.
      treeshake: { manualPureFunctions: ['z'] },
    },
    // react-admin and MUI make one large vendor chunk; resources are split per route.
    chunkSizeWarningLimit: 2000,
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
