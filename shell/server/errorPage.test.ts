/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { serverErrorPage } from './errorPage';
import { shellLogger } from './logger';

/** A page whose render fails after `delayMs`, as an aborted or broken render does; `arrived` when it starts. */
function appFailingAfter(delayMs: number, arrived: () => void = () => undefined) {
  return express()
    .get('/:locale/page', async (_req, _res, next) => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      next(Object.assign(new Error('This operation was aborted'), { name: 'AbortError' }));
    })
    .use(serverErrorPage());
}

afterEach(() => jest.restoreAllMocks());

describe('the error page', () => {
  it('answers a failed page with 500 in the page’s language and logs it as an error', async () => {
    const error = jest.spyOn(shellLogger, 'error').mockImplementation(() => undefined);
    const res = await request(appFailingAfter(0)).get('/es_ES/page');
    expect(res.status).toBe(500);
    expect(res.text).toContain('<html lang="es">');
    expect(error).toHaveBeenCalledWith(expect.anything(), 'page failed');
  });

  it('logs no error when the visitor left before the page was ready', async () => {
    const error = jest.spyOn(shellLogger, 'error').mockImplementation(() => undefined);
    let logged: (message: unknown) => void = () => undefined;
    const said = new Promise((resolve) => (logged = resolve));
    jest
      .spyOn(shellLogger, 'info')
      .mockImplementation(((_fields: unknown, message: unknown) => logged(message)) as never);
    let arrived: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (arrived = resolve));
    const server = http.createServer(appFailingAfter(1000, arrived));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = new AbortController();
      const answer = fetch(`http://127.0.0.1:${port}/de_DE/page`, { signal: client.signal });
      // The client gives up once the render has begun, long before it ends.
      await started;
      client.abort();
      await expect(answer).rejects.toThrow();
      // However long a loaded machine takes to get there, the render's end is one info line.
      expect(await said).toBe('visitor left before the page was ready');
      expect(error).not.toHaveBeenCalled();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
