/**
 * @jest-environment node
 */
import { adminMessages } from 'contracts/admin';
import { answered, post, redirected, refused } from '../../testing/postConsoleForm';

const ENTRY = '6f1d2c3b-4a5e-4f60-8a1b-2c3d4e5f6a7b';
const ORIGINAL = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const QUEUE = '/de_DE/admin/board';
const ENTRY_PAGE = `/de_DE/admin/board/entries/${ENTRY}`;

describe("the board's forms (posted without script)", () => {
  it('publishes with the title typed, then the queue says so (post/redirect/get)', async () => {
    const { answer, api } = post(
      'admin.board',
      `${QUEUE}?cursor=abc&page=2`,
      { form: `publish:${ENTRY}`, title: 'Online-Termine' },
      () => ({}),
    );
    expect(await redirected(answer)).toEqual({
      status: 303,
      location: `${QUEUE}?cursor=abc&page=2&gesendet=publish%3A${ENTRY}`,
    });
    expect(api).toHaveBeenCalledWith('POST', `/api/admin/board/${ENTRY}/publish`, {
      title: 'Online-Termine',
    });
  });

  it('asks before rejecting; confirmed, the reason goes to the API', async () => {
    const asked = post('admin.board', QUEUE, { form: `reject:${ENTRY}`, reason: 'Spam' }, () => {
      throw new Error('nothing is rejected before the confirmation');
    });
    expect(await asked.answer).toEqual({
      ok: true,
      form: `reject:${ENTRY}`,
      result: { reason: 'Spam' },
    });

    const { answer, api } = post(
      'admin.board',
      QUEUE,
      { form: `reject:${ENTRY}`, reason: 'Spam', confirm: 'yes' },
      () => ({}),
    );
    expect((await redirected(answer)).location).toBe(`${QUEUE}?gesendet=reject%3A${ENTRY}`);
    expect(api).toHaveBeenCalledWith('POST', `/api/admin/board/${ENTRY}/reject`, {
      reason: 'Spam',
    });
  });

  it("says the API's refusal at the field, what was typed kept", async () => {
    const { answer } = post(
      'admin.board',
      QUEUE,
      { form: `reject:${ENTRY}`, reason: '  ', confirm: 'yes' },
      () => refused(400, adminMessages.rejectReasonMissing),
    );
    expect(await answered(answer)).toEqual({
      status: 400,
      data: {
        ok: false,
        form: `reject:${ENTRY}`,
        fieldErrors: { reason: adminMessages.rejectReasonMissing },
        values: { reason: '  ' },
      },
    });
  });

  it('merges once confirmed; the page then knows the original', async () => {
    const asked = post('admin.board', QUEUE, { form: `merge:${ENTRY}`, intoId: ORIGINAL }, () => {
      throw new Error('nothing is merged before the confirmation');
    });
    expect(await asked.answer).toMatchObject({ ok: true, result: { intoId: ORIGINAL } });

    const { answer, api } = post(
      'admin.board',
      QUEUE,
      { form: `merge:${ENTRY}`, intoId: ORIGINAL, confirm: 'yes' },
      () => ({}),
    );
    expect((await redirected(answer)).location).toBe(
      `${QUEUE}?gesendet=merge%3A${ENTRY}&ergebnis=${ORIGINAL}`,
    );
    expect(api).toHaveBeenCalledWith('POST', `/api/admin/board/${ENTRY}/merge`, {
      intoId: ORIGINAL,
    });
  });

  it('edits an entry on its page: redaction, status, roadmap link (none: null)', async () => {
    const cases: [Record<string, string>, string, object][] = [
      [
        { form: `redact:${ENTRY}`, text: 'Bitte Termine, [entfernt]' },
        'redact',
        { text: 'Bitte Termine, [entfernt]' },
      ],
      [{ form: `status:${ENTRY}`, status: 'planned' }, 'status', { status: 'planned' }],
      [{ form: `roadmap:${ENTRY}`, roadmapItem: 'posts' }, 'roadmap', { roadmapItem: 'posts' }],
      [{ form: `roadmap:${ENTRY}`, roadmapItem: '' }, 'roadmap', { roadmapItem: null }],
    ];
    for (const [fields, change, body] of cases) {
      const { answer, api } = post('admin.boardEntry', ENTRY_PAGE, fields, () => ({}));
      expect((await redirected(answer)).location).toBe(
        `${ENTRY_PAGE}?gesendet=${encodeURIComponent(fields.form!)}`,
      );
      expect(api).toHaveBeenCalledWith('POST', `/api/admin/board/${ENTRY}/${change}`, body);
    }
  });

  it('says a refused link at the roadmap field (409: the status does not allow it)', async () => {
    const { answer } = post(
      'admin.boardEntry',
      ENTRY_PAGE,
      { form: `roadmap:${ENTRY}`, roadmapItem: 'posts' },
      () => refused(409, adminMessages.roadmapLinkNotAllowed),
    );
    expect(await answered(answer)).toMatchObject({
      status: 400,
      data: { fieldErrors: { roadmapItem: adminMessages.roadmapLinkNotAllowed } },
    });
  });

  it('knows no board form on the entries list (only the frame’s)', async () => {
    const forged = post(
      'admin.boardEntries',
      '/de_DE/admin/board/entries',
      { form: `publish:${ENTRY}` },
      () => ({}),
    );
    expect(await answered(forged.answer)).toEqual({ status: 400, data: null });
    expect(forged.api).not.toHaveBeenCalled();
  });
});
