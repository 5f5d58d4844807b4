import { get } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../support/test-app.js';

/** Issue 15 (ADR 0865): the build's precompressed assets are sent compressed, brotli first. */
describe('precompressed client assets', () => {
  let t: TestApp;
  const js = 'export const greeting = "Zażółć gęślą jaźń";\n'.repeat(200);
  beforeAll(async () => {
    t = await TestApp.start();
    const assets = join(t.app.config.clientDist, 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(join(t.app.config.clientDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(assets, 'page-abc.js'), js);
    writeFileSync(join(assets, 'page-abc.js.gz'), gzipSync(js));
    writeFileSync(join(assets, 'page-abc.js.br'), brotliCompressSync(js));
    writeFileSync(join(assets, 'plain-abc.js'), 'console.log(1)');
  });
  afterAll(() => t.stop());

  const fetchRaw = (path: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      get(`${t.url}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, the file to the others', async () => {
    const br = await fetchRaw('/assets/page-abc.js', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.body.length).toBeLessThan(js.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(js);

    const gz = await fetchRaw('/assets/page-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(js);

    const plain = await fetchRaw('/assets/page-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(js);

    // no precompressed twin: the file as it is
    const small = await fetchRaw('/assets/plain-abc.js', 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    // traversal is still refused
    expect((await fetchRaw('/assets/..%2f..%2fpackage.json', 'br')).status).toBeGreaterThanOrEqual(400);
  });
});
