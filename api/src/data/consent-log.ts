import {
  OPTIONAL_CONSENT_CATEGORIES,
  type ConsentAction,
  type ConsentCategory,
  type ConsentInput,
  type ConsentRecord,
  type Language,
} from 'contracts';
import { appendOnlyTable } from './append-only-table';
import {
  newId,
  pageLocaleColumns,
  type PageLocaleColumns,
  parseTextList,
  toDbTimestamp,
  toIsoTimestamp,
  toTextList,
} from './rows';

const TABLE = 'consent_log';

interface ConsentLogRow extends PageLocaleColumns {
  id: string;
  consent_id: string;
  created_at: unknown;
  granted: string;
  denied: string;
  revision: string;
  action: ConsentAction;
}

function toRecord(row: ConsentLogRow): ConsentRecord {
  return {
    id: row.id,
    consentId: row.consent_id,
    timestamp: toIsoTimestamp(row.created_at),
    granted: parseTextList(row.granted) as ConsentCategory[],
    denied: parseTextList(row.denied) as ConsentCategory[],
    revision: row.revision,
    action: row.action,
    language: row.language as Language,
    country: row.country,
  };
}

/** Necessary is always granted; each optional category lands in exactly one of the two lists. */
function toRow(input: ConsentInput): ConsentLogRow {
  const granted = OPTIONAL_CONSENT_CATEGORIES.filter((category) => input.categories[category]);
  const denied = OPTIONAL_CONSENT_CATEGORIES.filter((category) => !input.categories[category]);
  return {
    id: newId(),
    consent_id: input.consentId.toLowerCase(),
    created_at: toDbTimestamp(),
    granted: toTextList(['necessary', ...granted]),
    denied: toTextList(denied),
    revision: input.revision,
    action: input.action,
    ...pageLocaleColumns(input),
  };
}

export const insertConsent = appendOnlyTable(TABLE, toRow, toRecord).insert;
