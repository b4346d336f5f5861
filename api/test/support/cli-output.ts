import { PassThrough } from 'node:stream';

function collected() {
  const chunks: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { stream, text: () => chunks.join('') };
}

/** Streams for a command line's stdout and stderr, and what it wrote to them with its exit code. */
export function cliOutput() {
  const out = collected();
  const err = collected();
  return {
    stdout: out.stream,
    stderr: err.stream,
    result: (code: number) => ({ code, stdout: out.text(), stderr: err.text() }),
  };
}
