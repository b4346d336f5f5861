import '@testing-library/jest-dom';
import { Blob } from 'node:buffer';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';
import { MessageChannel, MessagePort } from 'node:worker_threads';

// jsdom lacks the encoders React Router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });

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
