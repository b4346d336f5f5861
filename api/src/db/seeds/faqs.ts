import type { Knex } from 'knex';
import { toDbTimestamp } from '../../data/rows';
import { insertMissing } from './insert-missing';

interface Bilingual {
  es: readonly [question: string, answer: string];
  de: readonly [question: string, answer: string];
  isActive?: boolean;
}

/**
 * Verifactu FAQs for Spain, in Spanish and in German (for German speakers in
 * Spain). Dates in force per DESIGN.md §9; fines per SPEC §9. The last entry
 * is inactive (it states the superseded July 2025 date) to prove the filter.
 */
const entries: ReadonlyArray<Bilingual> = [
  {
    es: [
      '¿Qué es Verifactu?',
      'Verifactu es el sistema que regula los programas de facturación en España. Lo establece el Real Decreto 1007/2023, que desarrolla la Ley 11/2021 de medidas de prevención y lucha contra el fraude fiscal (Ley Antifraude). Los programas deben garantizar la integridad, trazabilidad e inalterabilidad de cada registro de facturación.',
    ],
    de: [
      'Was ist Verifactu?',
      'Verifactu ist das System, das Abrechnungsprogramme in Spanien regelt. Grundlage ist das Real Decreto 1007/2023, das das spanische Antibetrugsgesetz (Ley 11/2021) umsetzt. Die Programme müssen sicherstellen, dass jeder Rechnungsdatensatz vollständig, nachvollziehbar und unveränderbar ist.',
    ],
  },
  {
    es: [
      '¿Desde cuándo es obligatorio?',
      'Tras los aplazamientos del Real Decreto 254/2025 y del Real Decreto-ley 15/2025, la obligación empieza el 1 de enero de 2027 para los contribuyentes del Impuesto sobre Sociedades y el 1 de julio de 2027 para el resto, incluidos los autónomos.',
    ],
    de: [
      'Ab wann gilt die Pflicht?',
      'Nach den Verschiebungen durch das Real Decreto 254/2025 und das Real Decreto-ley 15/2025 gilt die Pflicht ab dem 1. Januar 2027 für körperschaftsteuerpflichtige Unternehmen und ab dem 1. Juli 2027 für alle anderen, auch für Selbstständige (autónomos).',
    ],
  },
  {
    es: [
      '¿A quién afecta?',
      'A empresas y autónomos que tributan en España y emiten facturas con un programa informático, como un TPV o un software de facturación. Quedan fuera quienes están en el Suministro Inmediato de Información (SII) y los contribuyentes de los territorios forales del País Vasco y Navarra, que tienen sus propios sistemas.',
    ],
    de: [
      'Wen betrifft Verifactu?',
      'Unternehmen und Selbstständige, die in Spanien steuerpflichtig sind und Rechnungen mit einer Software ausstellen, etwa mit einer Kasse oder einem Rechnungsprogramm. Ausgenommen sind Teilnehmer am Suministro Inmediato de Información (SII) sowie Steuerpflichtige im Baskenland und in Navarra, die eigene Systeme haben.',
    ],
  },
  {
    es: [
      '¿Estoy obligado si hago las facturas a mano?',
      'No. El reglamento se aplica a los sistemas informáticos de facturación. Quien emite todas sus facturas a mano no está obligado, aunque en cuanto use un programa para facturar, ese programa debe cumplir.',
    ],
    de: [
      'Muss ich mitmachen, wenn ich Rechnungen von Hand schreibe?',
      'Nein. Die Verordnung gilt für Abrechnungssoftware. Wer alle Rechnungen von Hand ausstellt, ist nicht betroffen. Sobald Sie aber ein Programm zum Abrechnen nutzen, muss dieses die Vorgaben erfüllen.',
    ],
  },
  {
    es: [
      '¿Qué diferencia hay entre la modalidad VERI*FACTU y la no VERI*FACTU?',
      'En la modalidad VERI*FACTU el programa envía automáticamente cada registro de facturación a la Agencia Tributaria. En la modalidad no VERI*FACTU los registros se guardan en el propio sistema con firma electrónica, huella encadenada y registro de eventos, y deben entregarse si Hacienda los solicita.',
    ],
    de: [
      'Was unterscheidet den VERI*FACTU-Modus vom Nicht-VERI*FACTU-Modus?',
      'Im VERI*FACTU-Modus sendet das Programm jeden Rechnungsdatensatz automatisch an die spanische Steuerbehörde (AEAT). Im anderen Modus bleiben die Datensätze im eigenen System, elektronisch signiert, mit verketteter Prüfsumme und Ereignisprotokoll, und müssen auf Anforderung vorgelegt werden.',
    ],
  },
  {
    es: [
      '¿Qué tiene que aparecer en la factura?',
      'Cada factura o ticket debe llevar un código QR con los datos que permiten verificarla en la sede electrónica de la Agencia Tributaria. En la modalidad VERI*FACTU se añade la leyenda «Factura verificable en la sede electrónica de la AEAT» o «VERI*FACTU».',
    ],
    de: [
      'Was muss auf der Rechnung stehen?',
      'Jede Rechnung und jeder Kassenbon trägt einen QR-Code, mit dem sich der Beleg auf der Website der AEAT prüfen lässt. Im VERI*FACTU-Modus kommt der Hinweis „Factura verificable en la sede electrónica de la AEAT“ oder „VERI*FACTU“ hinzu.',
    ],
  },
  {
    es: [
      '¿Qué es la huella o hash de un registro?',
      'Es un código calculado con el algoritmo SHA-256 a partir de los datos de la factura y de la huella del registro anterior. Así todos los registros quedan encadenados y cualquier modificación posterior se detecta.',
    ],
    de: [
      'Was ist der Hash (huella) eines Datensatzes?',
      'Eine Prüfsumme, die mit SHA-256 aus den Rechnungsdaten und dem Hash des vorherigen Datensatzes berechnet wird. So sind alle Datensätze miteinander verkettet, und jede spätere Änderung fällt auf.',
    ],
  },
  {
    es: [
      '¿Cómo sé si mi programa cumple?',
      'El fabricante del software debe emitir una declaración responsable que certifique que el sistema cumple el reglamento y la Orden HAC/1177/2024. Pida esa declaración a su proveedor; debe estar disponible dentro del propio programa.',
    ],
    de: [
      'Woran erkenne ich, ob meine Software die Vorgaben erfüllt?',
      'Der Hersteller muss eine Konformitätserklärung (declaración responsable) abgeben, dass das System die Verordnung und die Orden HAC/1177/2024 erfüllt. Fragen Sie Ihren Anbieter danach; die Erklärung muss im Programm selbst abrufbar sein.',
    ],
  },
  {
    es: [
      '¿Qué sanciones hay?',
      'Usar un sistema sin la conformidad exigida: de 1.000 a 50.000 €. Un registro de facturación defectuoso: de 500 a 10.000 €. No poder acreditar los justificantes: de 300 a 5.000 €. Implantar el sistema tarde: de 1.000 a 25.000 €.',
    ],
    de: [
      'Welche Strafen drohen?',
      'Nutzung eines Systems ohne die geforderte Konformität: 1.000 bis 50.000 €. Fehlerhaftes Rechnungsjournal: 500 bis 10.000 €. Fehlende Belegnachweise: 300 bis 5.000 €. Verspätete Umstellung: 1.000 bis 25.000 €.',
    ],
  },
  {
    es: [
      '¿Puedo anular o corregir una factura?',
      'Sí, pero nunca borrándola. El programa genera un registro de anulación o una factura rectificativa, que también queda encadenado. Así se conserva el historial completo.',
    ],
    de: [
      'Kann ich eine Rechnung stornieren oder korrigieren?',
      'Ja, aber nie durch Löschen. Das Programm erzeugt einen Stornodatensatz (registro de anulación) oder eine Korrekturrechnung (factura rectificativa), die ebenfalls verkettet wird. So bleibt die ganze Historie erhalten.',
    ],
  },
  {
    es: [
      '¿Qué hago si me quedo sin conexión a internet?',
      'La caja puede seguir emitiendo facturas. En la modalidad VERI*FACTU los registros se guardan y se envían a la Agencia Tributaria en cuanto vuelve la conexión.',
    ],
    de: [
      'Was passiert, wenn das Internet ausfällt?',
      'Die Kasse kann weiter Rechnungen ausstellen. Im VERI*FACTU-Modus werden die Datensätze gespeichert und an die AEAT gesendet, sobald die Verbindung wieder steht.',
    ],
  },
  {
    isActive: false,
    es: [
      '¿Es obligatorio desde julio de 2025?',
      'Esta fecha ya no está en vigor: la obligación se aplazó a 2027.',
    ],
    de: [
      'Gilt die Pflicht ab Juli 2025?',
      'Dieses Datum gilt nicht mehr: Die Pflicht wurde auf 2027 verschoben.',
    ],
  },
];

/** Fixed ids: Spanish 40000000-…-1000000000NN, German 40000000-…-2000000000NN. */
const id = (language: 'es' | 'de', n: number) =>
  `40000000-0000-4000-8000-${language === 'es' ? '1' : '2'}${String(n).padStart(11, '0')}`;

export const seedFaqRows = (['es', 'de'] as const).flatMap((language) =>
  entries.map((entry, i) => ({
    id: id(language, i),
    question: entry[language][0],
    answer: entry[language][1],
    country: 'ES',
    language,
    category: 'verifactu',
    sort_order: (i + 1) * 10,
    is_active: entry.isActive ?? true,
    created_at: toDbTimestamp(new Date('2025-06-01T08:00:00.000Z')),
  })),
);

export async function seedFaqs(trx: Knex.Transaction): Promise<void> {
  await insertMissing(trx, 'faqs', seedFaqRows);
}
