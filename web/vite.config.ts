import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { earlyScript } from './vite-early-script.ts';
import { precompress } from './vite-precompress.ts';

// Paths are absolute so the config behaves the same when vitest extends it from the repository root.
const webRoot = import.meta.dirname;

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), earlyScript(webRoot), precompress()],
  resolve: {
    alias: { '@': path.resolve(webRoot, 'src') },
  },
  server: {
    // `npm run dev` serves the SPA here and forwards the API to the local target.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: path.resolve(webRoot, 'dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // The icons and TanStack Query each in one chunk: split by their importers, they made dozens of
        // sub-kilobyte chunks per screen (35 scripts for the dashboard), each a request of its own.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
