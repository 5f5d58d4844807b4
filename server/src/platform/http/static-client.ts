import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

/** The built React app: assets with long caching, index.html for every client route (SPA fallback). */
export function mountClient(app: Express, clientDist: string): void {
  const index = join(clientDist, 'index.html');
  app.get('/', (_req, res) => res.redirect(302, '/app'));
  app.use('/assets', express.static(join(clientDist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
  app.use(express.static(clientDist, { index: false }));
  const sendIndex: express.RequestHandler = (_req, res) => {
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  app.get(['/app', '/app/{*rest}', '/authentication', '/authentication/{*rest}'], sendIndex);
}
