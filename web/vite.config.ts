import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 4173, strictPort: true },
  // The manifest tells the prerenderer (scripts/prerender) which files each page needs.
  build: { target: 'es2020', sourcemap: false, manifest: true },
});
