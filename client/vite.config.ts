import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Writes `x.gz` and `x.br` next to every text asset of the build (ADR 0865): the server sends
 *  them as they are, so nothing is compressed per request and brotli can use its best level. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|txt|map)$/.test(file) || statSync(file).size < 1024) continue;
        const body = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
      }
    },
  };
}

const server = process.env.SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
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
