import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const path = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: path('./src/client'),
  publicDir: path('./public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': path('./src/shared'),
      '@client': path('./src/client'),
    },
  },
  build: {
    outDir: path('./dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
