import { PassThrough } from 'node:stream';
import { adminMessages } from 'contracts';
import { runAdminCli, type CliIo } from '../src/cli/admin';
import { cliOutput } from './support/cli-output';
import { browser, setupConsoleApp, uniqueName } from './support/console';

/**
 * `npm run admin -- …` (the same function api/dist/admin.js runs): the first
 * admin comes from here and can sign in; bad input gets a clear message and
 * exit code 2, a refused or failed action exit code 1.
 */
const ctx = setupConsoleApp();
const PASSWORD = 'Kaffee und Kuchen am Morgen';

async function cli(argv: string[], io: Partial<CliIo> = {}) {
  const output = cliOutput();
  const code = await runAdminCli(
    argv,
    { env: {}, stdin: new PassThrough(), stdout: output.stdout, stderr: output.stderr, ...io },
    { db: ctx.db },
  );
  return output.result(code);
}

const signIn = (username: string, password: string) =>
  browser(ctx.app).post('/api/admin/sign-in').send({ username, password });

describe('npm run admin', () => {
  it('create-user makes an admin who can sign in (password from ADMIN_PASSWORD)', async () => {
    const username = uniqueName('chefin');
    const res = await cli(['create-user', '--username', username, '--role', 'admin'], {
      env: { ADMIN_PASSWORD: PASSWORD },
    });
    expect(res).toMatchObject({ code: 0, stderr: '' });
    expect(res.stdout).toContain(`Angelegt: '${username}' (admin)`);
    const signedIn = await signIn(username, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ username, role: 'admin', active: true });
    const row = await ctx.db('users').where({ username }).first();
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const audit = await ctx
      .db('audit_log')
      .where({ action: 'user_created', target_id: row.id })
      .first();
    expect(audit).toMatchObject({ actor_kind: 'cli' });
  });

  it('asks for the password twice without echo when run in a terminal', async () => {
    const username = uniqueName('terminal');
    const stdin = Object.assign(new PassThrough(), { isTTY: true });
    const prompts: string[] = [];
    const res = await cli(['create-user', '--username', username, '--role', 'sales'], {
      stdin,
      askPassword: async (prompt) => {
        prompts.push(prompt);
        return PASSWORD;
      },
    });
    expect(res.code).toBe(0);
    expect(prompts).toEqual(['Passwort: ', 'Passwort wiederholen: ']);
    expect((await signIn(username, PASSWORD)).status).toBe(200);

    const mismatch = await cli(['create-user', '--username', uniqueName('x'), '--role', 'sales'], {
      stdin,
      askPassword: async (prompt) => (prompt === 'Passwort: ' ? PASSWORD : `${PASSWORD}!`),
    });
    expect(mismatch).toMatchObject({ code: 2, stderr: 'Die Passwörter stimmen nicht überein\n' });
  });

  it.each([
    [['create-user', '--username', 'x y', '--role', 'admin'], adminMessages.usernameInvalid],
    [['create-user', '--username', 'berta', '--role', 'chef'], adminMessages.roleInvalid],
    [['create-user', '--role', 'admin'], adminMessages.usernameInvalid],
    [
      ['create-user', '--username', 'berta', '--role', 'admin', '--force'],
      "Ungültiger Aufruf: Unknown option '--force'",
    ],
    [['frobnicate'], "Unbekannter Befehl 'frobnicate'"],
    [[], 'Verwendung: npm run admin'],
  ])('refuses %j with exit code 2 and says why', async (argv, message) => {
    const res = await cli(argv, { env: { ADMIN_PASSWORD: PASSWORD } });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(message);
    expect(await ctx.db('users').where({ username: 'berta' }).first()).toBeUndefined();
  });

  it.each([
    ['kurz', adminMessages.passwordTooShort],
    ['1qaz2wsx3edc', adminMessages.passwordCommon],
    ['aaaaaaaaaaaaaaaa', adminMessages.passwordCommon],
    ['meinname-ist-emil!', adminMessages.passwordContainsUsername],
  ])('refuses the password %p (exit 2)', async (password, message) => {
    const res = await cli(['create-user', '--username', 'emil', '--role', 'sales'], {
      env: { ADMIN_PASSWORD: password.replace('emil', 'EMIL') },
    });
    expect(res).toMatchObject({ code: 2, stderr: `${message}\n` });
  });

  it('refuses to run without a password outside a terminal', async () => {
    const res = await cli(['create-user', '--username', uniqueName('ohne'), '--role', 'sales']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('ADMIN_PASSWORD');
  });

  it('refuses a taken username with exit code 1', async () => {
    const username = uniqueName('doppelt');
    const env = { ADMIN_PASSWORD: PASSWORD };
    expect(
      (await cli(['create-user', '--username', username, '--role', 'sales'], { env })).code,
    ).toBe(0);
    const again = await cli(['create-user', '--username', username, '--role', 'admin'], { env });
    expect(again).toMatchObject({ code: 1, stderr: `${adminMessages.usernameTaken}\n` });
  });

  it('reset-password and disable-user act on the member and end their sessions', async () => {
    const username = uniqueName('wechsel');
    await cli(['create-user', '--username', username, '--role', 'sales'], {
      env: { ADMIN_PASSWORD: PASSWORD },
    });
    const agent = browser(ctx.app);
    await agent.post('/api/admin/sign-in').send({ username, password: PASSWORD }).expect(200);

    const newPassword = 'Ein ganz anderes Passwort';
    const reset = await cli(['reset-password', '--username', username], {
      env: { ADMIN_PASSWORD: newPassword },
    });
    expect(reset.code).toBe(0);
    expect((await agent.get('/api/admin/session')).status).toBe(401);
    expect((await signIn(username, PASSWORD)).status).toBe(401);
    expect((await signIn(username, newPassword)).status).toBe(200);

    const disable = await cli(['disable-user', '--username', username]);
    expect(disable).toMatchObject({ code: 0 });
    expect((await signIn(username, newPassword)).status).toBe(401);
    expect((await cli(['enable-user', '--username', username])).code).toBe(0);
    expect((await signIn(username, newPassword)).status).toBe(200);

    const unknown = await cli(['disable-user', '--username', 'niemand']);
    expect(unknown).toMatchObject({ code: 1, stderr: "Benutzer 'niemand' nicht gefunden\n" });
  });
});
