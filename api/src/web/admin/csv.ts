import { stringify, type Options } from 'csv-stringify/sync';
import {
  TOUCH_FIELDS,
  type CampaignRow,
  type ConsoleLanguage,
  type LeadListItem,
  type TouchField,
} from 'contracts';

export type Header = Record<ConsoleLanguage, string>;
type TouchKey = 'firstTouch' | 'lastTouch';
/** The attribution's cells: csv-stringify reads a dotted key as a path (null attribution: empty cells). */
type AttributionKey = `attribution.${TouchKey}.${TouchField}` | 'attribution.formPath';

const TOUCH_HEADERS: Record<TouchField, Header> = {
  campaign: { de: 'Kampagne', es: 'Campaña', fr: 'Campagne' },
  source: { de: 'Quelle', es: 'Fuente', fr: 'Source' },
  medium: { de: 'Medium', es: 'Medio', fr: 'Support' },
  term: { de: 'Begriff', es: 'Término', fr: 'Terme' },
  content: { de: 'Inhalt', es: 'Contenido', fr: 'Contenu' },
  referrerHost: { de: 'Verweis', es: 'Referencia', fr: 'Référent' },
  landingPath: { de: 'Einstiegsseite', es: 'Página de entrada', fr: "Page d'entrée" },
};
const TOUCH_PREFIX: Record<TouchKey, Header> = {
  lastTouch: { de: 'Letzter Kontakt', es: 'Último contacto', fr: 'Dernier contact' },
  firstTouch: { de: 'Erster Kontakt', es: 'Primer contacto', fr: 'Premier contact' },
};
const header = (touch: TouchKey, field: TouchField): Header => ({
  de: `${TOUCH_PREFIX[touch].de}: ${TOUCH_HEADERS[field].de}`,
  es: `${TOUCH_PREFIX[touch].es}: ${TOUCH_HEADERS[field].es}`,
  fr: `${TOUCH_PREFIX[touch].fr} : ${TOUCH_HEADERS[field].fr}`,
});
const ATTRIBUTION_COLUMNS: { key: AttributionKey; header: Header }[] = [
  ...(['lastTouch', 'firstTouch'] as const).flatMap((touch) =>
    TOUCH_FIELDS.map((field) => ({
      key: `attribution.${touch}.${field}` as const,
      header: header(touch, field),
    })),
  ),
  {
    key: 'attribution.formPath',
    header: { de: 'Formularseite', es: 'Página del formulario', fr: 'Page du formulaire' },
  },
];

/** The export's columns: the desk's fields, headed in the staff member's console language. */
const COLUMNS: {
  key: Exclude<keyof LeadListItem, 'attribution'> | AttributionKey;
  header: Header;
}[] = [
  { key: 'type', header: { de: 'Typ', es: 'Tipo', fr: 'Type' } },
  { key: 'email', header: { de: 'E-Mail', es: 'Correo electrónico', fr: 'E-mail' } },
  { key: 'createdAt', header: { de: 'Datum (UTC)', es: 'Fecha (UTC)', fr: 'Date (UTC)' } },
  { key: 'country', header: { de: 'Land', es: 'País', fr: 'Pays' } },
  { key: 'language', header: { de: 'Sprache', es: 'Idioma', fr: 'Langue' } },
  {
    key: 'ebookCategory',
    header: { de: 'E-Book-Kategorie', es: 'Categoría del e-book', fr: "Catégorie de l'e-book" },
  },
  { key: 'ebookTitle', header: { de: 'E-Book', es: 'E-book', fr: 'E-book' } },
  { key: 'newsletterOptIn', header: { de: 'Newsletter', es: 'Newsletter', fr: 'Newsletter' } },
  { key: 'provider', header: { de: 'Anbieter', es: 'Proveedor', fr: 'Prestataire' } },
  { key: 'interestLevel', header: { de: 'Interesse', es: 'Interés', fr: 'Intérêt' } },
  { key: 'status', header: { de: 'Status', es: 'Estado', fr: 'Statut' } },
  { key: 'statusNote', header: { de: 'Notiz', es: 'Nota', fr: 'Note' } },
  { key: 'converted', header: { de: 'Konvertiert', es: 'Convertido', fr: 'Converti' } },
  {
    key: 'convertedAt',
    header: { de: 'Konvertiert am (UTC)', es: 'Convertido el (UTC)', fr: 'Converti le (UTC)' },
  },
  { key: 'feedbackText', header: { de: 'Feedback', es: 'Comentario', fr: 'Retour' } },
  { key: 'contactName', header: { de: 'Name', es: 'Nombre', fr: 'Nom' } },
  { key: 'phone', header: { de: 'Telefon', es: 'Teléfono', fr: 'Téléphone' } },
  { key: 'business', header: { de: 'Unternehmen', es: 'Negocio', fr: 'Entreprise' } },
  { key: 'message', header: { de: 'Nachricht', es: 'Mensaje', fr: 'Message' } },
  { key: 'productSlug', header: { de: 'Produkt', es: 'Producto', fr: 'Produit' } },
  {
    key: 'newsletterState',
    header: {
      de: 'Newsletter-Status',
      es: 'Estado de la newsletter',
      fr: 'Statut newsletter',
    },
  },
  {
    key: 'confirmedAt',
    header: { de: 'Bestätigt am (UTC)', es: 'Confirmado el (UTC)', fr: 'Confirmé le (UTC)' },
  },
  {
    key: 'unsubscribedAt',
    header: { de: 'Abgemeldet am (UTC)', es: 'Baja el (UTC)', fr: 'Désinscrit le (UTC)' },
  },
  ...ATTRIBUTION_COLUMNS,
  { key: 'id', header: { de: 'ID', es: 'ID', fr: 'ID' } },
];

const YES_NO: Record<ConsoleLanguage, [string, string]> = {
  de: ['ja', 'nein'],
  es: ['sí', 'no'],
  fr: ['oui', 'non'],
};

/** ISO instants as Excel reads them as dates: 'YYYY-MM-DD HH:MM:SS' (UTC, said in the header). */
export const excelTime = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, '');

/** One desk row as the export's record (times as Excel reads them). */
export const csvRecord = (item: LeadListItem): LeadListItem => ({
  ...item,
  createdAt: excelTime(item.createdAt),
  convertedAt: item.convertedAt && excelTime(item.convertedAt),
  confirmedAt: item.confirmedAt && excelTime(item.confirmedAt),
  unsubscribedAt: item.unsubscribedAt && excelTime(item.unsubscribedAt),
});

/** A column of an export: the record's key (dotted: a path into it) and its header per console language. */
export interface CsvColumn<Key extends string> {
  key: Key;
  header: Header;
}

/**
 * CSV for Excel in Germany, Spain and France: UTF-8 with BOM (so umlauts and
 * accents open right), ';' between cells (their list separator; ',' would put
 * every row in one column), CRLF. Cells starting with = + - @ tab or CR (and
 * their full-width forms) get a leading apostrophe, so a text like
 * =HYPERLINK(...) left in a form opens as text, never as a formula
 * (csv-stringify's escape_formulas, OWASP "CSV Injection").
 *
 * One chunk of text per batch of rows, not per row: a hundred thousand small
 * writes to the socket cost more than reading the rows.
 */
export async function* excelCsvChunks<Row, Key extends string>(
  language: ConsoleLanguage,
  columns: readonly CsvColumn<Key>[],
  batches: AsyncIterable<Row[]> | Iterable<Row[]>,
): AsyncGenerator<string> {
  const [yes, no] = YES_NO[language];
  const options: Options = {
    delimiter: ';',
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { boolean: (value) => (value ? yes : no) },
  };
  const cells = columns.map(({ key }) => cellOf(key));
  // The BOM and the header row come first, even when no row matches.
  yield stringify([columns.map(({ header }) => header[language])], { ...options, bom: true });
  for await (const batch of batches)
    yield stringify(
      batch.map((row) => cells.map((cell) => cell(row))),
      options,
    );
}

/**
 * A column's cell of a row: its dotted key (a path into the row) split once.
 * Rows go to csv-stringify as arrays: given objects, it parses each key's
 * path again for every cell — two thirds of a 100,000-row export's time.
 */
function cellOf(key: string): (row: unknown) => unknown {
  const path = key.split('.');
  return (row) =>
    path.reduce<unknown>(
      (value, name) =>
        value === null || value === undefined
          ? undefined
          : (value as Record<string, unknown>)[name],
      row,
    );
}

/** The leads desk's export: its rows as the desk lists them. */
export async function* leadCsvChunks(
  language: ConsoleLanguage,
  batches: AsyncIterable<LeadListItem[]>,
): AsyncGenerator<string> {
  async function* records() {
    for await (const batch of batches) yield batch.map(csvRecord);
  }
  yield* excelCsvChunks(language, COLUMNS, records());
}

const CAMPAIGN_COLUMNS: CsvColumn<
  keyof Omit<CampaignRow, 'leads'> | `leads.${keyof CampaignRow['leads']}`
>[] = [
  { key: 'campaign', header: TOUCH_HEADERS.campaign },
  { key: 'source', header: TOUCH_HEADERS.source },
  { key: 'medium', header: TOUCH_HEADERS.medium },
  { key: 'visits', header: { de: 'Besuche', es: 'Visitas', fr: 'Visites' } },
  {
    key: 'leads.email',
    header: { de: 'E-Book-Anfragen', es: 'Solicitudes de e-book', fr: "Demandes d'e-book" },
  },
  {
    key: 'leads.payment',
    header: { de: 'Voranmeldungen', es: 'Preinscripciones', fr: 'Préinscriptions' },
  },
  {
    key: 'leads.contact',
    header: { de: 'Beratungsanfragen', es: 'Solicitudes de asesoría', fr: 'Demandes de conseil' },
  },
  { key: 'leads.newsletter', header: { de: 'Newsletter', es: 'Newsletter', fr: 'Newsletter' } },
  { key: 'total', header: { de: 'Leads gesamt', es: 'Leads en total', fr: 'Leads au total' } },
  {
    key: 'conversionRate',
    header: { de: 'Konversion (%)', es: 'Conversión (%)', fr: 'Conversion (%)' },
  },
];

/** The campaign report's rows; the conversion as a percentage written as Excel of the language reads a number (decimal comma). */
export function campaignCsvChunks(
  language: ConsoleLanguage,
  rows: readonly CampaignRow[],
): AsyncGenerator<string> {
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 1, useGrouping: false });
  const records = rows.map((row) => ({
    ...row,
    conversionRate: row.conversionRate === null ? null : percent.format(row.conversionRate * 100),
  }));
  return excelCsvChunks(language, CAMPAIGN_COLUMNS, [records]);
}
