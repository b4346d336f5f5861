import { randomUUID } from 'node:crypto';
import { migrationSource } from '../src/db/migration-source';
import { createEmptyTestDb, type TestDb } from './support/test-db';

/*
 * Migration 0021 on a database seeded before it: the Spanish FAQ answer
 * seeded with "usted" says "tú" now; an answer an editor changed is kept.
 */
jest.setTimeout(60_000);

const SEEDED =
  'El fabricante del software debe emitir una declaración responsable que certifique que el sistema cumple el reglamento y la Orden HAC/1177/2024. Pida esa declaración a su proveedor; debe estar disponible dentro del propio programa.';
const EDITED = 'Pida esa declaración a su proveedor o a su gestor.';
const seeded = randomUUID();
const edited = randomUUID();

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createEmptyTestDb();
  const { db } = testDb;
  const all = await migrationSource.getMigrations([]);
  const before = all.findIndex((m) => m.name === '20261129_0021_informal_spanish_faq');
  for (let i = 0; i < before; i += 1) await db.migrate.up({ migrationSource });
  const faq = { question: '¿Cómo sé si mi programa cumple?', country: 'ES', category: 'verifactu' };
  await db('faqs').insert([
    { ...faq, id: seeded, answer: SEEDED, language: 'es' },
    { ...faq, id: edited, answer: EDITED, language: 'es' },
  ]);
  await db.migrate.latest({ migrationSource });
});
afterAll(() => testDb.destroy());

it('replaces the answer as seeded and keeps the one an editor changed', async () => {
  const answer = async (id: string) =>
    ((await testDb.db('faqs').where({ id }).first()) as { answer: string }).answer;
  expect(await answer(seeded)).toContain('Pide esa declaración a tu proveedor;');
  expect(await answer(seeded)).not.toContain('Pida');
  expect(await answer(edited)).toBe(EDITED);
});
