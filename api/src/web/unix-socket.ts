import { lstatSync, rmSync } from 'node:fs';
import type { RequestListener, Server } from 'node:http';
import type { Express } from 'express';
import { createExpressServer } from 'server-kit';

/** The address a Unix socket's peer stands for: a process on this host. */
export const UNIX_SOCKET_PEER = '127.0.0.1';

/**
 * The API on a Unix socket beside its TCP port (API_SOCKET). The shell's
 * `/api` proxy (`npm start`) reaches it there: no TCP stack on either side,
 * so each proxied request costs both processes less CPU than over loopback.
 *
 * A socket file's peer has no network address, and Express would then trust
 * nothing it forwards (`req.ip` empty: every visitor one rate-limit bucket,
 * one cookieless key). Only processes on this host can connect, so the peer
 * is loopback, which TRUST_PROXY decides on like for a TCP peer.
 */
export function listenOnUnixSocket(
  app: Express,
  socketPath: string,
  listener: RequestListener = app,
): Promise<Server> {
  // A socket file left by a process that did not stop cleanly; never any other file.
  if (lstatSync(socketPath, { throwIfNoEntry: false })?.isSocket()) rmSync(socketPath);
  const server = createExpressServer(app, listener);
  server.on('connection', (socket) =>
    Object.defineProperty(socket, 'remoteAddress', { value: UNIX_SOCKET_PEER }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
