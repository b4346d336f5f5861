import '@testing-library/jest-dom';
import { Blob } from 'node:buffer';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { clearImmediate, setImmediate } from 'node:timers';
import { TextDecoder, TextEncoder } from 'node:util';
import { MessageChannel, MessagePort } from 'node:worker_threads';

// jsdom lacks the encoders React Router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// React's scheduler prefers setImmediate and otherwise keeps a MessageChannel
// port listening, which holds jest open after the last test: give it Node's.
Object.assign(globalThis, { setImmediate, clearImmediate });

// jsdom lacks Fetch's classes, which React Router's data routers use for a
// form's submission (the request an action gets): Node's own implementation.
Object.assign(globalThis, {
  ReadableStream,
  WritableStream,
  TransformStream,
  MessageChannel,
  MessagePort,
  ...(globalThis.Blob ? {} : { Blob }),
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const undici = require('undici') as typeof import('undici');
Object.assign(globalThis, {
  Request: undici.Request,
  Response: undici.Response,
  Headers: undici.Headers,
  FormData: globalThis.FormData ?? undici.FormData,
});
