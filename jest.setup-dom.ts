import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
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

// `findBy…`/`waitFor` wait for what a page does, not for how fast: CI runs the
// suites side by side on two cores, where a console action's round trips can
// take over the default second. Giving up later changes no passing test.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);
