// The migrations step (compose's `migrate` service, Kubernetes' Job): runs the
// API's own start-up preparation — Knex migrations, then the idempotent seeds,
// under Knex's migration lock — and exits once the API reports the database
// ready (/readyz), so the API's replicas start on a prepared schema. The API
// has no separate migrate command; this drives the real one.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3001';
const timeoutMs = Number(process.env.MIGRATE_TIMEOUT_MS ?? 120_000);
const api = spawn(process.execPath, ['api/dist/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, HOST: '127.0.0.1', PORT: port },
});
api.on('exit', (code) => {
  console.error(`migrate: the API stopped before the database was ready (${code})`);
  process.exit(1);
});

const deadline = Date.now() + timeoutMs;
for (;;) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
  } catch {
    // not listening yet: still migrating
  }
  if (Date.now() > deadline) {
    console.error(`migrate: the database was not ready within ${timeoutMs} ms`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.log('migrate: schema and seed data are in place');
api.removeAllListeners('exit');
api.once('exit', () => process.exit(0));
api.kill('SIGTERM');
