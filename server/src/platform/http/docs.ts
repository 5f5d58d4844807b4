import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { type Express } from 'express';
import type * as AltairStatic from 'altair-static';
import { lazy } from '../lazy.js';
import { cspNonce } from './security-headers.js';

const require = createRequire(import.meta.url);
// Both packages are large when imported (swagger-ui-dist's index loads its whole browser bundle,
// altair-static its config schemas): only their folders are needed at start-up.
const altair = lazy<typeof AltairStatic>('altair-static');
const altairDist = join(dirname(require.resolve('altair-static/package.json')), 'build', 'dist');
const swaggerDir = (require('swagger-ui-dist/absolute-path.js') as () => string)();

const PLAYGROUND_QUERY = `# Sign in, copy access_token into the Authorization header (Bearer <token>), then explore.
mutation Login {
  login(input: { username: "admin@example.com", password: "demo1234" }) {
    access_token
    role
    numer_pracownika
  }
}
`;

/** Integrator tools that work without internet: the Altair GraphQL playground at GET /graphql
 *  (browsers), and the OpenAPI reference (Swagger UI) at /api/docs. Both served from npm packages. */
export function mountDocs(app: Express, openApi: unknown): void {
  app.use('/altair', express.static(altairDist, { index: false }));
  app.get('/graphql', (req, res, next) => {
    // GET /graphql?query=... is a GraphQL request; a browser navigating here gets the playground.
    if (req.query.query !== undefined || req.accepts(['json', 'html']) !== 'html') return next();
    const wsProtocol = req.protocol === 'https' ? 'wss' : 'ws';
    res.type('html').send(
      altair().renderAltair({
        baseURL: '/altair/',
        endpointURL: '/graphql',
        subscriptionsEndpoint: `${wsProtocol}://${req.get('host')}/graphql`,
        initialSubscriptionRequestHandlerId: 'graphql-ws',
        initialQuery: PLAYGROUND_QUERY,
        disableAccount: true,
        // the init snippet is inline: it runs under the answer's CSP nonce
        cspNonce: cspNonce(res),
      }),
    );
  });

  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  app.use('/api/docs/assets', express.static(swaggerDir, { index: false }));
  app.get('/api/docs', (_req, res) => {
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>REST API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`);
  });
  app.get('/api/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(
      "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, persistAuthorization: true });",
    );
  });
}
