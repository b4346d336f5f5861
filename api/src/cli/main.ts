import type { CliIo } from './admin';

/**
 * The entry of a command-line bundle (api/dist/admin.js, backup.js): the
 * command's function on this process's arguments and streams, its result
 * the exit code.
 */
export function runAsMain(command: (argv: string[], io: CliIo) => Promise<number>): void {
  command(process.argv.slice(2), {
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
