import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Libraries in long-lived chunks of their own; pages are split by route (React.lazy).
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam)[\\/]/, priority: 30 },
            { name: 'vendor-chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc)[\\/]/, priority: 20 },
            { name: 'vendor-apollo', test: /node_modules[\\/](@apollo|@wry|graphql|graphql-ws|rxjs|optimism|tslib|@graphql-typed-document-node)[\\/]/, priority: 20 },
            { name: 'vendor-forms', test: /node_modules[\\/](react-hook-form|zod|@hookform)[\\/]/, priority: 20 },
            { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/graphql': { target: server, ws: true, changeOrigin: true },
      '/healthz': server,
      '/readyz': server,
    },
  },
});
