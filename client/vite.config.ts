import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The landing screens whose chunks index.html starts loading at once (issue 15, ADR 0932):
 *  path -> the page module. '/' and '/app' land by role (packing from role 2, else inventories). */
const LANDING_PAGES: Record<string, RegExp> = {
  '/app/packing': /features\/packing\/pages\/packing-page\.tsx$/,
  '/app/inventories': /features\/inventories\/pages\/inventories-page\.tsx$/,
  // Not a landing screen, but the one a handheld on the floor opens (issue 23 item 14).
  '/app/manufacturing': /features\/manufacturing\/pages\/manufacturing-page\.tsx$/,
};

/**
 * Puts a tiny inline script in index.html that adds `<link rel="modulepreload">` for the chunks of
 * the screen being opened (the route's page and the chunks it imports that the entry does not), so
 * they download together with the entry instead of after it has run and React has rendered: one
 * round trip less before the first row (Fast 3G: ~560 ms). The server's CSP allows index.html's
 * inline scripts by their hashes.
 */
function preloadLandingRoute(): Plugin {
  return {
    name: 'preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const eager = new Set<string>();
        const walk = (file: string) => {
          if (eager.has(file)) return;
          eager.add(file);
          const c = bundle[file];
          if (c?.type === 'chunk') c.imports.forEach(walk);
        };
        if (entry) walk(entry.fileName);
        const map: Record<string, string[]> = {};
        for (const [path, test] of Object.entries(LANDING_PAGES)) {
          const page = chunks.find((c) => c.facadeModuleId && test.test(c.facadeModuleId));
          if (!page) continue;
          const files = new Set<string>();
          const add = (file: string) => {
            if (eager.has(file) || files.has(file)) return;
            files.add(file);
            const c = bundle[file];
            if (c?.type === 'chunk') c.imports.forEach(add);
          };
          add(page.fileName);
          map[path] = [...files].map((f) => `/${f}`);
        }
        const script = `<script>
      // Start the chunks of the screen being opened with the entry (ADR 0932).
      try {
        var routeChunks = ${JSON.stringify(map)};
        var p = location.pathname.replace(/\\/$/, '');
        if (p === '' || p === '/app') p = Number(localStorage.getItem('role')) >= 2 ? '/app/packing' : '/app/inventories';
        (routeChunks[p] || []).forEach(function (href) {
          var l = document.createElement('link');
          l.rel = 'modulepreload';
          l.crossOrigin = '';
          l.href = href;
          document.head.appendChild(l);
        });
      } catch (e) {}
    </script>`;
        return html.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}

/** Writes `x.gz` and `x.br` next to every text asset of the build (ADR 0865): the server sends
 *  them as they are, so nothing is compressed per request and brotli can use its best level. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    // The server's render bundle (ADR 0950) is read from disk, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
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

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  // The server's render bundle (ADR 0950) carries its libraries with it, built for production
  // whatever NODE_ENV the server runs with: one React, and no development checks in a render.
  ...(isSsrBuild ? { publicDir: false as const, define: { 'process.env.NODE_ENV': JSON.stringify('production') }, ssr: { noExternal: true, target: 'node' as const } } : {}),
  plugins: [react(), preloadLandingRoute(), precompress()],
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
            // @chakra-ui/charts is not in it: it goes with recharts, in the Analityka tab's chunk.
            { name: 'vendor-chakra', test: /node_modules[\\/](@chakra-ui[\\/](?!charts[\\/])|(?:@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc)[\\/])/, priority: 20 },
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
}));
