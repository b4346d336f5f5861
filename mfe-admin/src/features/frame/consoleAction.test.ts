/**
 * @jest-environment node
 */
import { answered, post, redirected, refused } from '../../testing/postConsoleForm';

describe('the console pages’ action (the one form convention)', () => {
  it('signs in and answers 303 to the page in the member’s language, its filter kept', async () => {
    const { answer, api } = post(
      'admin.leads',
      '/de_DE/admin/leads?type=payment&gesendet=erase',
      { form: 'sign-in', username: 'anna', password: 'richtig lang genug' },
      () => ({ user: { language: 'es' } }),
    );
    expect(await redirected(answer)).toEqual({
      status: 303,
      location: '/es_DE/admin/leads?type=payment',
    });
    expect(api).toHaveBeenCalledWith('POST', '/api/admin/sign-in', {
      username: 'anna',
      password: 'richtig lang genug',
    });
  });

  it('answers a failed sign-in with its message at the password, the username kept, never the password', async () => {
    const { answer } = post(
      'admin.dashboard',
      '/de_DE/admin',
      { form: 'sign-in', username: 'anna', password: 'falsch' },
      () => refused(401, 'Benutzername oder Passwort falsch'),
    );
    expect(await answered(answer)).toEqual({
      status: 400,
      data: {
        ok: false,
        form: 'sign-in',
        fieldErrors: { password: 'Benutzername oder Passwort falsch' },
        values: { username: 'anna' },
      },
    });
  });

  it("saves a lead's status, then back to the desk flagged for that lead's form", async () => {
    const { answer, api } = post(
      'admin.leads',
      '/de_DE/admin/leads?country=ES',
      { form: 'status:lead-1', status: 'gewonnen', note: 'Vertrag' },
      () => ({}),
    );
    expect(await redirected(answer)).toEqual({
      status: 303,
      location: '/de_DE/admin/leads?country=ES&gesendet=status%3Alead-1',
    });
    expect(api).toHaveBeenCalledWith('POST', '/api/admin/leads/payment/lead-1/status', {
      status: 'gewonnen',
      note: 'Vertrag',
    });
  });

  it('asks before an erasure; once confirmed the page says the counts, never the address', async () => {
    const ask = post(
      'admin.leads',
      '/de_DE/admin/leads',
      { form: 'erase', email: 'a@b.de' },
      () => {
        throw new Error('nothing is erased before the confirmation');
      },
    );
    expect(await ask.answer).toEqual({ ok: true, form: 'erase', result: { confirm: 'a@b.de' } });

    const { answer } = post(
      'admin.leads',
      '/de_DE/admin/leads',
      { form: 'erase', email: 'a@b.de', confirm: 'yes' },
      () => ({
        deleted: {
          emailCaptures: 2,
          paymentLeads: 1,
          contactRequests: 3,
          newsletterSubscriptions: 1,
          feedback: 0,
          pageViews: 5,
          downloads: 1,
        },
        suppressed: true,
      }),
    );
    const { location } = await redirected(answer);
    expect(location).toBe('/de_DE/admin/leads?gesendet=erase&ergebnis=2.1.3.1.0.5.1');
    expect(location).not.toContain('a%40b.de');
  });

  it('creates a member and names them; a refusal keeps what was typed but the password', async () => {
    const created = post(
      'admin.staff',
      '/de_DE/admin/staff',
      { form: 'staff-create', username: ' Neu.Person ', role: 'sales', password: 'x'.repeat(14) },
      () => ({}),
    );
    expect((await redirected(created.answer)).location).toBe(
      '/de_DE/admin/staff?gesendet=staff-create&ergebnis=neu.person',
    );

    const { answer } = post(
      'admin.staff',
      '/de_DE/admin/staff',
      { form: 'staff-role:u1', role: 'sales' },
      () => refused(409, 'Der letzte aktive Admin kann weder deaktiviert noch herabgestuft werden'),
    );
    expect(await answered(answer)).toMatchObject({
      status: 400,
      data: { form: 'staff-role:u1', values: { role: 'sales' } },
    });
  });

  it('answers 400 for a form the page does not have, without calling the API', async () => {
    const forged = post('admin.dashboard', '/de_DE/admin', { form: 'staff-create' }, () => ({}));
    expect(await answered(forged.answer)).toEqual({ status: 400, data: null });
    const nameless = post('admin.audit', '/de_DE/admin/audit', {}, () => ({}));
    expect(await answered(nameless.answer)).toEqual({ status: 400, data: null });
    expect(forged.api).not.toHaveBeenCalled();
  });

  it('signs out even when the API says the session is gone', async () => {
    const { answer } = post('admin.audit', '/de_DE/admin/audit?page=2', { form: 'sign-out' }, () =>
      refused(401, 'Nicht angemeldet'),
    );
    expect(await redirected(answer)).toEqual({
      status: 303,
      location: '/de_DE/admin/audit?page=2',
    });
  });
});
