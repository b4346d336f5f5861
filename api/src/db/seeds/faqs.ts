import type { Knex } from 'knex';
import { insertMissing } from './insert-missing';
import { translatedRows, type Translated } from './translated-rows';

type Entry = Translated<readonly [question: string, answer: string]>;

/**
 * Verifactu FAQs for Spain, in Spanish, German and French (for German and
 * French speakers in Spain); the French answers are impersonal. Dates in
 * force per DESIGN.md §9; fines per SPEC §9. The last entry is inactive (it
 * states the superseded July 2025 date) to prove the filter.
 */
const entries: ReadonlyArray<Entry> = [
  {
    es: [
      '¿Qué es Verifactu?',
      'Verifactu es el sistema que regula los programas de facturación en España. Lo establece el Real Decreto 1007/2023, que desarrolla la Ley 11/2021 de medidas de prevención y lucha contra el fraude fiscal (Ley Antifraude). Los programas deben garantizar la integridad, trazabilidad e inalterabilidad de cada registro de facturación.',
    ],
    de: [
      'Was ist Verifactu?',
      'Verifactu ist das System, das Abrechnungsprogramme in Spanien regelt. Grundlage ist das Real Decreto 1007/2023, das das spanische Antibetrugsgesetz (Ley 11/2021) umsetzt. Die Programme müssen sicherstellen, dass jeder Rechnungsdatensatz vollständig, nachvollziehbar und unveränderbar ist.',
    ],
    fr: [
      'Qu’est-ce que Verifactu ?',
      'Verifactu est le système qui encadre les logiciels de facturation en Espagne. Il est établi par le Real Decreto 1007/2023, qui précise l’application de la Ley 11/2021 relative aux mesures de prévention et de lutte contre la fraude fiscale (Ley Antifraude). Les logiciels doivent garantir l’intégrité, la traçabilité et l’inaltérabilité de chaque enregistrement de facturation.',
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
    fr: [
      'À partir de quand est-ce obligatoire ?',
      'Après les reports décidés par le Real Decreto 254/2025 et le Real Decreto-ley 15/2025, l’obligation s’applique à partir du 1er janvier 2027 aux contribuables soumis à l’impôt sur les sociétés (Impuesto sobre Sociedades) et à partir du 1er juillet 2027 à tous les autres, y compris les indépendants (autónomos).',
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
    fr: [
      'Qui est concerné ?',
      'Les entreprises et les indépendants imposables en Espagne qui émettent leurs factures avec un logiciel, par exemple une caisse enregistreuse (TPV) ou un logiciel de facturation. En sont exclus les contribuables inscrits au Suministro Inmediato de Información (SII) ainsi que ceux du Pays basque et de la Navarre (territorios forales), qui disposent de leurs propres systèmes.',
    ],
  },
  {
    es: [
      '¿Estoy obligado si hago las facturas a mano?',
      'No. El reglamento se aplica a los sistemas informáticos de facturación. Quien emite todas sus facturas a mano no está obligado, aunque en cuanto use un programa para facturar, ese programa debe cumplir.',
    ],
    de: [
      'Muss ich mitmachen, wenn ich Rechnungen von Hand schreibe?',
      'Nein. Die Verordnung gilt für Abrechnungssoftware. Wer alle Rechnungen von Hand ausstellt, ist nicht betroffen. Sobald du aber ein Programm zum Abrechnen nutzt, muss dieses die Vorgaben erfüllen.',
    ],
    fr: [
      'Suis-je concerné si j’établis mes factures à la main ?',
      'Non. Le règlement s’applique aux systèmes informatiques de facturation. Une personne qui émet toutes ses factures à la main n’y est pas soumise ; en revanche, dès qu’un logiciel est utilisé pour facturer, ce logiciel doit être conforme.',
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
    fr: [
      'Quelle différence entre le mode VERI*FACTU et le mode non VERI*FACTU ?',
      'En mode VERI*FACTU, le logiciel envoie automatiquement chaque enregistrement de facturation à l’Agencia Tributaria. En mode non VERI*FACTU, les enregistrements sont conservés dans le système lui-même, avec signature électronique, empreinte chaînée et journal des événements, et doivent être remis si l’administration fiscale les demande.',
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
    fr: [
      'Que doit comporter la facture ?',
      'Chaque facture ou ticket doit comporter un QR code contenant les données qui permettent de vérifier le document sur le site officiel (sede electrónica) de l’Agencia Tributaria. En mode VERI*FACTU s’y ajoute la mention « Factura verificable en la sede electrónica de la AEAT » ou « VERI*FACTU ».',
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
    fr: [
      'Qu’est-ce que l’empreinte (hash) d’un enregistrement ?',
      'C’est un code calculé avec l’algorithme SHA-256 à partir des données de la facture et de l’empreinte de l’enregistrement précédent. Tous les enregistrements sont ainsi chaînés, et toute modification ultérieure est détectée.',
    ],
  },
  {
    es: [
      '¿Cómo sé si mi programa cumple?',
      'El fabricante del software debe emitir una declaración responsable que certifique que el sistema cumple el reglamento y la Orden HAC/1177/2024. Pide esa declaración a tu proveedor; debe estar disponible dentro del propio programa.',
    ],
    de: [
      'Woran erkenne ich, ob meine Software die Vorgaben erfüllt?',
      'Der Hersteller muss eine Konformitätserklärung (declaración responsable) abgeben, dass das System die Verordnung und die Orden HAC/1177/2024 erfüllt. Frag deinen Anbieter danach; die Erklärung muss im Programm selbst abrufbar sein.',
    ],
    fr: [
      'Comment savoir si mon logiciel est conforme ?',
      'L’éditeur du logiciel doit établir une déclaration responsable (declaración responsable) attestant que le système respecte le règlement et l’Orden HAC/1177/2024. Cette déclaration est à demander au fournisseur ; elle doit être accessible dans le logiciel lui-même.',
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
    fr: [
      'Quelles sont les sanctions ?',
      'Utilisation d’un système sans la conformité exigée : de 1 000 à 50 000 €. Enregistrement de facturation défectueux : de 500 à 10 000 €. Impossibilité de présenter les justificatifs : de 300 à 5 000 €. Mise en place tardive du système : de 1 000 à 25 000 €.',
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
    fr: [
      'Puis-je annuler ou corriger une facture ?',
      'Oui, mais jamais en la supprimant. Le logiciel crée un enregistrement d’annulation (registro de anulación) ou une facture rectificative (factura rectificativa) ; cette opération est elle aussi intégrée à la chaîne. L’historique complet est ainsi conservé.',
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
    fr: [
      'Que se passe-t-il en cas de coupure d’internet ?',
      'La caisse peut continuer à émettre des factures. En mode VERI*FACTU, les enregistrements sont conservés puis envoyés à l’Agencia Tributaria dès le retour de la connexion.',
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
    fr: [
      'L’obligation s’applique-t-elle dès juillet 2025 ?',
      'Cette date n’est plus en vigueur : l’obligation a été reportée à 2027.',
    ],
  },
];

/** Ids 40000000-…: the language digit and the entry's index follow (translated-rows.ts). */
const FAQ_ID_PREFIX = '40000000';

export const seedFaqRows = translatedRows(FAQ_ID_PREFIX, entries, ([question, answer]) => ({
  question,
  answer,
  country: 'ES',
  category: 'verifactu',
}));

export async function seedFaqs(trx: Knex.Transaction): Promise<void> {
  await insertMissing(trx, 'faqs', seedFaqRows);
}
