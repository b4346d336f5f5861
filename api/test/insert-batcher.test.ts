import { randomUUID } from 'node:crypto';
import { toDbTimestamp } from '../src/data/rows';
import { insertBatcher } from '../src/data/insert-batcher';
import { setupTestApp } from './support/app';

/** Concurrent lead inserts share statements, yet each caller hears of its own row only. */
const ctx = setupTestApp();

const feedbackRow = (id = randomUUID()) => ({
  id,
  feedback_text: `Zeile ${id}`,
  visitor_id: null,
  created_at: toDbTimestamp(),
});

function countInserts() {
  let statements = 0;
  const listener = (query: { sql: string }) => {
    if (/^insert into [`"]customer_feedback[`"]/i.test(query.sql)) statements += 1;
  };
  ctx.db.on('query', listener);
  return {
    stop: () => {
      ctx.db.off('query', listener);
      return statements;
    },
  };
}

describe('insertBatcher', () => {
  it('stores 60 concurrent rows with fewer statements, resolving each after its commit', async () => {
    const rows = Array.from({ length: 60 }, () => feedbackRow());
    const counter = countInserts();
    await Promise.all(rows.map((row) => insertBatcher(ctx.db, 'customer_feedback').insert(row)));
    const statements = counter.stop();
    expect(statements).toBeLessThan(rows.length);
    const stored = await ctx.db('customer_feedback').whereIn(
      'id',
      rows.map((r) => r.id),
    );
    expect(stored).toHaveLength(rows.length);
  });

  it('fails only the bad row of a batch, and stores its neighbours', async () => {
    const existing = feedbackRow();
    await ctx.db('customer_feedback').insert(existing);
    const good = Array.from({ length: 10 }, () => feedbackRow());
    const batcher = insertBatcher(ctx.db, 'customer_feedback');
    const results = await Promise.allSettled([
      ...good.slice(0, 5).map((row) => batcher.insert(row)),
      batcher.insert(feedbackRow(existing.id)), // duplicate primary key
      ...good.slice(5).map((row) => batcher.insert(row)),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      ...Array(5).fill('fulfilled'),
      'rejected',
      ...Array(5).fill('fulfilled'),
    ]);
    const stored = await ctx.db('customer_feedback').whereIn(
      'id',
      good.map((r) => r.id),
    );
    expect(stored).toHaveLength(10);
  });
});
