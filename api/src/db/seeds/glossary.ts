import type { Knex } from 'knex';
import { toDbTimestamp } from '../../data/rows';
import { insertMissing } from './insert-missing';

interface Bilingual {
  es: readonly [term: string, definition: string];
  de: readonly [term: string, definition: string];
  isActive?: boolean;
}

/**
 * Verifactu glossary for Spain, in Spanish and German. The last entry is
 * inactive to prove the filter.
 */
const entries: ReadonlyArray<Bilingual> = [
  {
    es: [
      'VERI*FACTU',
      'Modalidad en la que el sistema de facturación envía de forma automática cada registro de facturación a la Agencia Tributaria.',
    ],
    de: [
      'VERI*FACTU',
      'Betriebsart, in der das Abrechnungssystem jeden Rechnungsdatensatz automatisch an die spanische Steuerbehörde sendet.',
    ],
  },
  {
    es: [
      'SIF (Sistema Informático de Facturación)',
      'Programa o conjunto de programas con los que se emiten facturas y que debe cumplir el Real Decreto 1007/2023.',
    ],
    de: [
      'SIF (Sistema Informático de Facturación)',
      'Abrechnungssoftware: jedes Programm, mit dem Rechnungen ausgestellt werden und das das Real Decreto 1007/2023 erfüllen muss.',
    ],
  },
  {
    es: [
      'Real Decreto 1007/2023',
      'Reglamento que fija los requisitos de los sistemas de facturación y del formato de los registros de facturación.',
    ],
    de: [
      'Real Decreto 1007/2023',
      'Spanische Verordnung, die die Anforderungen an Abrechnungssysteme und an das Format der Rechnungsdatensätze festlegt.',
    ],
  },
  {
    es: [
      'Ley Antifraude (Ley 11/2021)',
      'Ley de medidas de prevención y lucha contra el fraude fiscal que prohíbe el software de doble uso y da origen a Verifactu.',
    ],
    de: [
      'Antibetrugsgesetz (Ley 11/2021)',
      'Spanisches Gesetz gegen Steuerbetrug, das manipulierbare Kassensoftware verbietet und die Grundlage für Verifactu bildet.',
    ],
  },
  {
    es: [
      'AEAT',
      'Agencia Estatal de Administración Tributaria, la administración tributaria española que recibe y verifica los registros.',
    ],
    de: [
      'AEAT',
      'Agencia Estatal de Administración Tributaria: die spanische Steuerbehörde, die die Datensätze empfängt und prüft.',
    ],
  },
  {
    es: [
      'Registro de facturación de alta',
      'Registro que el sistema genera al emitir cada factura, con sus datos fiscales, la fecha y la huella.',
    ],
    de: [
      'Rechnungsdatensatz (registro de alta)',
      'Datensatz, den das System bei jeder ausgestellten Rechnung erzeugt, mit Steuerdaten, Datum und Hash.',
    ],
  },
  {
    es: [
      'Registro de anulación',
      'Registro que deja constancia de que una factura se ha anulado, sin borrar el registro original.',
    ],
    de: [
      'Stornodatensatz (registro de anulación)',
      'Datensatz, der festhält, dass eine Rechnung storniert wurde, ohne den ursprünglichen Datensatz zu löschen.',
    ],
  },
  {
    es: [
      'Huella (hash)',
      'Código calculado con SHA-256 a partir de los datos del registro y de la huella del registro anterior.',
    ],
    de: [
      'Hash (huella)',
      'Mit SHA-256 berechnete Prüfsumme aus den Daten des Datensatzes und dem Hash des vorherigen Datensatzes.',
    ],
  },
  {
    es: [
      'Encadenamiento',
      'Enlace de cada registro con el anterior mediante su huella, de modo que cualquier alteración rompe la cadena.',
    ],
    de: [
      'Verkettung',
      'Verknüpfung jedes Datensatzes mit dem vorherigen über dessen Hash, sodass jede Änderung die Kette bricht.',
    ],
  },
  {
    es: [
      'Código QR tributario',
      'Código impreso en la factura que permite al cliente comprobarla en la sede electrónica de la AEAT.',
    ],
    de: [
      'Steuer-QR-Code',
      'Auf der Rechnung gedruckter Code, mit dem die Kundschaft den Beleg auf der Website der AEAT prüfen kann.',
    ],
  },
  {
    es: [
      'Declaración responsable',
      'Documento en el que el fabricante del software declara que su sistema cumple el reglamento de Verifactu.',
    ],
    de: [
      'Konformitätserklärung (declaración responsable)',
      'Erklärung des Softwareherstellers, dass sein System die Verifactu-Verordnung erfüllt.',
    ],
  },
  {
    es: [
      'Registro de eventos',
      'Registro obligatorio en la modalidad no VERI*FACTU que anota incidencias como arranques, paradas o exportaciones.',
    ],
    de: [
      'Ereignisprotokoll (registro de eventos)',
      'Im Nicht-VERI*FACTU-Modus vorgeschriebenes Protokoll, das Vorgänge wie Start, Stopp oder Export festhält.',
    ],
  },
  {
    es: [
      'SII (Suministro Inmediato de Información)',
      'Sistema de envío de los libros de IVA a la AEAT; quienes lo usan quedan fuera de Verifactu.',
    ],
    de: [
      'SII (Suministro Inmediato de Información)',
      'Verfahren zur laufenden Übermittlung der Umsatzsteuerbücher an die AEAT; wer es nutzt, ist von Verifactu ausgenommen.',
    ],
  },
  {
    isActive: false,
    es: ['TicketBAI', 'Sistema propio de los territorios forales del País Vasco.'],
    de: ['TicketBAI', 'Eigenes System der baskischen Provinzen.'],
  },
];

/** Fixed ids: Spanish 50000000-…-1000000000NN, German 50000000-…-2000000000NN. */
const id = (language: 'es' | 'de', n: number) =>
  `50000000-0000-4000-8000-${language === 'es' ? '1' : '2'}${String(n).padStart(11, '0')}`;

export const seedGlossaryRows = (['es', 'de'] as const).flatMap((language) =>
  entries.map((entry, i) => ({
    id: id(language, i),
    term: entry[language][0],
    definition: entry[language][1],
    context: 'verifactu',
    country: 'ES',
    language,
    sort_order: (i + 1) * 10,
    is_active: entry.isActive ?? true,
    created_at: toDbTimestamp(new Date('2025-06-01T08:00:00.000Z')),
  })),
);

export async function seedGlossary(trx: Knex.Transaction): Promise<void> {
  await insertMissing(trx, 'glossary', seedGlossaryRows);
}
