import type { LeadNote, LeadType } from 'contracts';
import type { Db } from '../db/connection';
import { newId, toDbTimestamp, toIsoTimestamp } from './rows';

const TABLE = 'lead_notes';

export interface NewLeadNote {
  leadType: LeadType;
  leadId: string;
  text: string;
  authorId: string | null;
  authorName: string | null;
  at: Date;
}

export async function insertLeadNote(db: Db, note: NewLeadNote): Promise<LeadNote> {
  const id = newId();
  await db(TABLE).insert({
    id,
    lead_type: note.leadType,
    lead_id: note.leadId,
    body: note.text,
    author_id: note.authorId,
    author_name: note.authorName,
    created_at: toDbTimestamp(note.at),
  });
  return { id, text: note.text, by: note.authorName, at: note.at.toISOString() };
}

/** A lead's notes, oldest first. */
export async function notesOfLead(db: Db, leadId: string): Promise<LeadNote[]> {
  const rows: { id: string; body: string; author_name: string | null; created_at: unknown }[] =
    await db(TABLE)
      .where({ lead_id: leadId })
      .orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .select('id', 'body', 'author_name', 'created_at');
  return rows.map((row) => ({
    id: row.id,
    text: row.body,
    by: row.author_name,
    at: toIsoTimestamp(row.created_at),
  }));
}

/** Erasure: staff's notes go with the leads they were written on (they may name the person). */
export async function deleteNotesOfLeads(db: Db, leadIds: readonly string[]): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < leadIds.length; i += 500)
    deleted += await db(TABLE)
      .whereIn('lead_id', leadIds.slice(i, i + 500))
      .delete();
  return deleted;
}
