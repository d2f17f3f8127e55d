import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app lives in site/ (index.html, main.tsx); the server serves the build from dist/web.
export default defineConfig({
  root: 'site',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
  },
  server: {
    // In `vite dev`, API calls and uploaded files go to the Express server.
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
});
