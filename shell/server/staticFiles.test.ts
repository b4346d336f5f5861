/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { releaseFiles, staticFiles } from './staticFiles';

const script = 'export const greeting = "hallo";\n'.repeat(100);

/** A build folder as the browser build writes it: a hashed script with its .br and .gz copies. */
function buildFolder(dir: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'main.0123abcd.js'), script);
  writeFileSync(path.join(dir, 'main.0123abcd.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'main.0123abcd.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var entry;');
  return dir;
}

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the builds’ files', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  const app = express()
    .use('/static', staticFiles(buildFolder(path.join(root, 'client'))))
    .use('/releases', releaseFiles(path.join(root, 'releases')));

  it('sends the brotli copy to a browser that accepts it, with the type of the script', async () => {
    const res = await request(app)
      .get('/static/main.0123abcd.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd')
      .buffer(true)
      .parse(binary);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    // A hashed file's copies are as immutable as the file.
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's copy as it is (supertest decodes it for the comparison).
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(res.body.toString()).toBe(script);
  });

  it('sends the gzip copy to one that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzip = await request(app)
      .get('/static/main.0123abcd.js')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse(binary);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // supertest decodes gzip itself.
    expect(gzip.body.toString()).toBe(script);
    const plain = await request(app).get('/static/main.0123abcd.js').set('Accept-Encoding', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('serves a release published while the server runs, and nothing outside the releases folder', async () => {
    buildFolder(path.join(root, 'releases', 'feedback', 'v2'));
    const released = await request(app)
      .get('/releases/feedback/v2/main.0123abcd.js')
      .set('Accept-Encoding', 'br')
      .buffer(true)
      .parse(binary);
    expect(released.status).toBe(200);
    expect(released.headers['content-encoding']).toBe('br');
    expect((await request(app).get('/releases/%2E%2E/client/main.0123abcd.js')).status).toBe(404);
    expect(
      (await request(app).get('/releases/feedback/..%2F..%2Fclient/main.0123abcd.js')).status,
    ).toBe(404);
  });
});
