import type { Knex } from 'knex';
import { insertMissing } from './insert-missing';
import { translatedRows, type Translated } from './translated-rows';

type Entry = Translated<readonly [term: string, definition: string]>;

/**
 * Verifactu glossary for Spain, in Spanish, German and French. The last entry
 * is inactive to prove the filter.
 */
const entries: ReadonlyArray<Entry> = [
  {
    es: [
      'VERI*FACTU',
      'Modalidad en la que el sistema de facturación envía de forma automática cada registro de facturación a la Agencia Tributaria.',
    ],
    de: [
      'VERI*FACTU',
      'Betriebsart, in der das Abrechnungssystem jeden Rechnungsdatensatz automatisch an die spanische Steuerbehörde sendet.',
    ],
    fr: [
      'VERI*FACTU',
      'Mode dans lequel le système de facturation envoie automatiquement chaque enregistrement de facturation à l’Agencia Tributaria.',
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
    fr: [
      'SIF (Sistema Informático de Facturación)',
      'Logiciel ou ensemble de logiciels servant à émettre des factures, qui doit respecter le Real Decreto 1007/2023.',
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
    fr: [
      'Real Decreto 1007/2023',
      'Règlement espagnol qui fixe les exigences applicables aux systèmes de facturation et le format des enregistrements de facturation.',
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
    fr: [
      'Ley Antifraude (Ley 11/2021)',
      'Loi espagnole de prévention et de lutte contre la fraude fiscale, qui interdit les logiciels de caisse manipulables (dits « à double usage ») et est à l’origine de Verifactu.',
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
    fr: [
      'AEAT',
      'Agencia Estatal de Administración Tributaria : l’administration fiscale espagnole, qui reçoit et vérifie les enregistrements.',
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
    fr: [
      'Enregistrement de facturation (registro de alta)',
      'Enregistrement que le système crée à l’émission de chaque facture, avec ses données fiscales, la date et l’empreinte.',
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
    fr: [
      'Enregistrement d’annulation (registro de anulación)',
      'Enregistrement attestant qu’une facture a été annulée, sans supprimer l’enregistrement d’origine.',
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
    fr: [
      'Empreinte (hash)',
      'Code calculé avec SHA-256 à partir des données de l’enregistrement et de l’empreinte de l’enregistrement précédent.',
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
    fr: [
      'Chaînage',
      'Lien établi entre chaque enregistrement et le précédent grâce à l’empreinte, de sorte que toute modification rompt la chaîne.',
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
    fr: [
      'QR code fiscal',
      'Code imprimé sur la facture qui permet au client de la vérifier sur le site officiel (sede electrónica) de l’AEAT.',
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
    fr: [
      'Déclaration responsable (declaración responsable)',
      'Document par lequel l’éditeur du logiciel déclare que son système respecte le règlement Verifactu.',
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
    fr: [
      'Journal des événements (registro de eventos)',
      'Journal obligatoire en mode non VERI*FACTU, qui consigne des événements comme les démarrages, les arrêts ou les exportations.',
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
    fr: [
      'SII (Suministro Inmediato de Información)',
      'Système de transmission des registres de TVA à l’AEAT ; les entreprises qui l’utilisent sont exclues de Verifactu.',
    ],
  },
  {
    isActive: false,
    es: ['TicketBAI', 'Sistema propio de los territorios forales del País Vasco.'],
    de: ['TicketBAI', 'Eigenes System der baskischen Provinzen.'],
    fr: ['TicketBAI', 'Système propre aux provinces du Pays basque (territorios forales).'],
  },
];

/** Ids 50000000-…: the language digit and the entry's index follow (translated-rows.ts). */
const GLOSSARY_ID_PREFIX = '50000000';

export const seedGlossaryRows = translatedRows(
  GLOSSARY_ID_PREFIX,
  entries,
  ([term, definition]) => ({
    term,
    definition,
    context: 'verifactu',
    country: 'ES',
  }),
);

export async function seedGlossary(trx: Knex.Transaction): Promise<void> {
  await insertMissing(trx, 'glossary', seedGlossaryRows);
}
