// The e2e suite's throwaway SMTP server (a webServer of playwright.config.ts):
// the site sends its mails here (SMTP_URL) and each one received is written
// to SMTP_SINK_DIR as an .eml file for the tests to read. Loopback only, no
// TLS, no authentication; Playwright stops it with the site.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_SINK_PORT);
const dir = path.resolve(process.env.SMTP_SINK_DIR ?? 'test-results/e2e-mail');
mkdirSync(dir, { recursive: true });
let received = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, done) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      writeFileSync(path.join(dir, `${Date.now()}-${received}.eml`), Buffer.concat(chunks));
      done();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`smtp sink on 127.0.0.1:${port} → ${dir}`));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
