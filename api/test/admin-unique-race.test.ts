import { ebookMessages, fillMessage, roadmapMessages } from 'contracts';
import * as contentRecords from '../src/data/content-records';
import { isUniqueViolation } from '../src/data/unique-violation';
import {
  ebookBody,
  insertConsoleEbook,
  insertRoadmapItem,
  roadmapItemBody,
} from './support/admin-route-examples';
import { createMember, setupConsoleApp, signedIn, type Agent } from './support/console';

/**
 * Two console saves with the same e-book slug or numeric id (or roadmap key)
 * can both pass the uniqueness check; the unique index then refuses the
 * second. It answers as the check does: 409 with the message at the field,
 * naming the record that won, not a 500. The race is forced by a check that
 * misses the winner once (it committed just after the check ran).
 */
jest.mock('../src/data/content-records', () => {
  const actual = jest.requireActual('../src/data/content-records');
  return { ...actual, findHolding: jest.fn(actual.findHolding) };
});

const ctx = setupConsoleApp();
jest.setTimeout(60_000);
let editor: Agent;

beforeAll(async () => {
  editor = await signedIn(ctx.app, await createMember(ctx.db, 'editor'));
});

/** The next uniqueness check looks before the other save committed: it finds nothing. */
const checkMissesOnce = (fn: unknown) => (fn as jest.Mock).mockResolvedValueOnce(undefined);

const titleOf = async (id: string) =>
  (await ctx.db('ebook_translations').where({ ebook_id: id }).first()).title as string;

describe('a unique index refusing a save that passed the check', () => {
  it('is told as such by both databases', async () => {
    const id = await insertConsoleEbook(ctx.db);
    const { slug } = await ctx.db('ebooks').where({ id }).first();
    const error = await insertConsoleEbook(ctx.db, { slug }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });

  it('answers a new e-book with a taken slug with 409 at the field', async () => {
    const holder = await insertConsoleEbook(ctx.db);
    const { slug } = await ctx.db('ebooks').where({ id: holder }).first();
    checkMissesOnce(contentRecords.findHolding);
    const res = await editor.post('/api/admin/ebooks').send(ebookBody({ slug }));
    expect(res.status).toBe(409);
    const message = fillMessage(ebookMessages.slugTaken, { title: await titleOf(holder) });
    expect(res.body.message).toBe(message);
    expect(res.body.fields).toEqual({ slug: message });
    expect(await ctx.db('ebooks').where({ slug })).toHaveLength(1);
  });

  it('answers an edit to a taken numeric id with 409 at the field, the e-book unchanged', async () => {
    const holder = await insertConsoleEbook(ctx.db, { numeric_id: 880001 });
    const created = await editor.post('/api/admin/ebooks').send(ebookBody());
    expect(created.status).toBe(201);
    // The slug check passes for real; the numeric id's misses the holder once.
    (contentRecords.findHolding as jest.Mock)
      .mockImplementationOnce(jest.requireActual('../src/data/content-records').findHolding)
      .mockResolvedValueOnce(undefined);
    const res = await editor
      .post(`/api/admin/ebooks/${created.body.id}`)
      .send({ ...ebookBody({ slug: created.body.slug, numericId: 880001 }), version: 1 });
    expect(res.status).toBe(409);
    const message = fillMessage(ebookMessages.numericIdTaken, { title: await titleOf(holder) });
    expect(res.body.fields).toEqual({ numericId: message });
    const row = await ctx.db('ebooks').where({ id: created.body.id }).first();
    expect(Number(row.version)).toBe(1);
    expect(row.numeric_id).toBeNull();
    expect(
      await ctx.db('audit_log').where({ action: 'ebook_updated', target_id: created.body.id }),
    ).toHaveLength(0);
  });

  it('answers a new roadmap item with a taken key with 409 at the field', async () => {
    const { key } = await insertRoadmapItem(ctx.db);
    checkMissesOnce(contentRecords.findHolding);
    const res = await editor.post('/api/admin/roadmap').send({ key, ...roadmapItemBody });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(roadmapMessages.keyTaken(`Eintrag ${key}`));
    expect(res.body.fields).toEqual({ key: res.body.message });
    expect(await ctx.db('roadmap_items').where({ item_key: key })).toHaveLength(1);
  });
});
