import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

export const gzipFile = (from: string, to: string) =>
  pipeline(createReadStream(from), createGzip(), createWriteStream(to));

export const gunzipFile = (from: string, to: string) =>
  pipeline(createReadStream(from), createGunzip(), createWriteStream(to));

/** Text written to a gzipped file, waiting whenever the compressor's buffer is full. */
export function gzipWriter(file: string) {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file));
  return {
    async write(text: string): Promise<void> {
      if (!gzip.write(text)) await once(gzip, 'drain');
    },
    async end(): Promise<void> {
      gzip.end();
      await done;
    },
    async abort(): Promise<void> {
      gzip.destroy();
      await done.catch(() => undefined);
    },
  };
}
