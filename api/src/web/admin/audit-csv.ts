import { fieldChanges, type AuditEntry, type ConsoleLanguage } from 'contracts';
import { excelCsvChunks, excelTime, type CsvColumn, type Header } from './csv';

/** One entry as the export's row: who in words, the change as its changed fields only. */
interface AuditCsvRow {
  createdAt: string;
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  fields: string;
  before: string;
  after: string;
  ip: string;
}

const ACTOR_KINDS: Record<Exclude<AuditEntry['actorKind'], 'staff'>, Header> = {
  anonymous: { de: 'nicht angemeldet', es: 'sin sesión', fr: 'non connecté' },
  cli: { de: 'Kommandozeile', es: 'Línea de comandos', fr: 'Ligne de commande' },
  system: { de: 'System', es: 'Sistema', fr: 'Système' },
};

const COLUMNS: CsvColumn<keyof AuditCsvRow>[] = [
  { key: 'createdAt', header: { de: 'Zeitpunkt (UTC)', es: 'Momento (UTC)', fr: 'Moment (UTC)' } },
  { key: 'actor', header: { de: 'Wer', es: 'Quién', fr: 'Qui' } },
  { key: 'action', header: { de: 'Aktion', es: 'Acción', fr: 'Action' } },
  {
    key: 'targetType',
    header: { de: 'Art des Datensatzes', es: 'Tipo de registro', fr: "Type d'enregistrement" },
  },
  { key: 'targetId', header: { de: 'Datensatz', es: 'Registro', fr: 'Enregistrement' } },
  {
    key: 'fields',
    header: { de: 'Geänderte Felder', es: 'Campos cambiados', fr: 'Champs modifiés' },
  },
  { key: 'before', header: { de: 'Vorher', es: 'Antes', fr: 'Avant' } },
  { key: 'after', header: { de: 'Nachher', es: 'Después', fr: 'Après' } },
  { key: 'ip', header: { de: 'IP', es: 'IP', fr: 'IP' } },
];

/** The changed fields (dotted paths) and their values before and after, one per line. */
function changeCells(entry: AuditEntry): Pick<AuditCsvRow, 'fields' | 'before' | 'after'> {
  const changes = fieldChanges(entry.before, entry.after);
  const lines = (side: 'before' | 'after') =>
    changes
      .filter((change) => change[side] !== '')
      .map((change) => `${change.path.join('.')}: ${change[side]}`)
      .join('\n');
  return {
    fields: changes.map((change) => change.path.join('.')).join(', '),
    before: lines('before'),
    after: lines('after'),
  };
}

function csvRow(language: ConsoleLanguage, entry: AuditEntry): AuditCsvRow {
  return {
    createdAt: excelTime(entry.createdAt),
    actor:
      entry.actorKind === 'staff'
        ? (entry.actorName ?? '')
        : ACTOR_KINDS[entry.actorKind][language],
    action: entry.action,
    targetType: entry.targetType ?? '',
    targetId: entry.targetId ?? '',
    ...changeCells(entry),
    ip: entry.ip ?? '',
  };
}

/** The audit log's export: the entries under the filters, a row each, as Excel reads them. */
export async function* auditCsvChunks(
  language: ConsoleLanguage,
  batches: AsyncIterable<AuditEntry[]>,
): AsyncGenerator<string> {
  async function* rows() {
    for await (const batch of batches) yield batch.map((entry) => csvRow(language, entry));
  }
  yield* excelCsvChunks(language, COLUMNS, rows());
}
