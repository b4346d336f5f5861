import type { Knex } from 'knex';
import { EBOOK_TEXTS } from '../../data/ebooks';
import { PRODUCT_TEXTS } from '../../data/products';
import { toTextList } from '../../data/rows';
import type { TranslationTable } from '../../data/translations';
import { ebookTextRows, seedEbookData } from './ebooks';
import { productTextRows, seedProductData } from './products';

/** A text as an earlier seed wrote it: a string, or a list (features). */
type Superseded = Record<string, string | readonly string[]>;

/**
 * Product texts the first seeds wrote with "Sie" (German) and "vous"
 * (French), by product id, in the product's own language. The site says
 * "du" and "tu" (DESIGN.md §9): a database seeded then still holds them, so
 * a text found exactly as written then is replaced by the seed's text now;
 * one an editor changed since is left alone.
 */
const SUPERSEDED_PRODUCT_TEXTS: Readonly<Record<string, Superseded>> = {
  '30000000-0000-4000-8000-000000000001': {
    shortDescription: 'Ihre professionelle Website in 14 Tagen, ohne Technikstress.',
    longDescription:
      'Wir bauen Ihre Unternehmenswebsite auf Basis bewährter Branchenvorlagen, schreiben die Texte mit Ihnen und kümmern uns um Hosting, Sicherheit und Updates. Sie erhalten eine schnelle, mobil optimierte Seite, die bei Google gefunden wird und Anfragen direkt in Ihr Postfach bringt.',
    ctaText: 'Wünsche an Ihre Website mitteilen',
  },
  '30000000-0000-4000-8000-000000000002': {
    shortDescription:
      'Regelmäßige Beiträge auf Facebook und Instagram, ohne dass Sie daran denken müssen.',
    longDescription:
      'Unser Redaktionsteam plant, gestaltet und veröffentlicht Beiträge für Ihr Unternehmen. Sie geben Inhalte frei, wir kümmern uns um Hashtags, Zeitpunkte und Auswertung. Monatlich erhalten Sie einen verständlichen Bericht über Reichweite und Anfragen.',
    features: [
      'Redaktionsplan für Facebook und Instagram',
      'Acht bis zwölf Beiträge pro Monat',
      'Gestaltung im Design Ihres Unternehmens',
      'Freigabe per App mit einem Klick',
      'Monatlicher Bericht zu Reichweite und Anfragen',
      'Persönliche Ansprechperson',
    ],
  },
  '30000000-0000-4000-8000-000000000003': {
    longDescription:
      'Zufriedene Kundinnen und Kunden bewerten selten von allein. Mit QR-Aufstellern, kurzen Nachrichten nach dem Besuch und vorbereiteten Antworttexten sammeln Sie regelmäßig neue Bewertungen und reagieren souverän auf Kritik.',
  },
  '30000000-0000-4000-8000-000000000004': {
    longDescription:
      'helloCASH läuft im Browser und als App auf Geräten, die Sie bereits besitzen. Artikel, Rechnungen, Tagesabschluss und Auswertungen sind an einem Ort. In Spanien erfüllt helloCASH die Anforderungen an Abrechnungssysteme nach Verifactu (RD 1007/2023).',
  },
  '30000000-0000-4000-8000-000000000005': {
    longDescription:
      'Keine teure Hardware, keine Einrichtungsgebühr, keine lange Vertragsbindung: helloCASH wächst mit Ihrem Betrieb. Updates für neue gesetzliche Vorgaben sind inklusive, und der Support antwortet in Ihrer Sprache.',
  },
  '30000000-0000-4000-8000-000000000006': {
    longDescription:
      'Verbinden Sie helloCASH mit einem Zahlungsanbieter Ihrer Wahl. Der Betrag wird automatisch an das Terminal übergeben, die Zahlung landet im Tagesabschluss und die Auszahlung erfolgt in ein bis zwei Werktagen.',
  },
  '30000000-0000-4000-8000-000000000007': {
    shortDescription: 'Gedruckte Flyer für Ihr Geschäft (nicht mehr im Angebot).',
  },
  '30000000-0000-4000-8000-000000000014': {
    shortDescription: 'Votre site professionnel en 14 jours, sans casse-tête technique.',
    longDescription:
      'Nous créons le site de votre entreprise à partir de modèles éprouvés pour votre secteur, rédigeons les textes avec vous et prenons en charge l’hébergement, la sécurité et les mises à jour. Vous obtenez un site rapide, adapté au mobile, bien référencé sur Google, qui envoie les demandes directement dans votre boîte mail.',
    ctaText: 'Décrivez-nous le site de vos rêves',
    features: [
      'Design adapté au mobile selon votre secteur',
      'Textes et images réalisés avec vous',
      'Hébergement, certificat SSL et mises à jour inclus',
      'Référencement local',
      'Formulaire de contact et prise de rendez-vous',
      'Bandeau cookies et mentions légales conformes au RGPD',
    ],
  },
  '30000000-0000-4000-8000-000000000015': {
    shortDescription:
      'Des publications régulières sur Facebook et Instagram, sans que vous ayez à y penser.',
    longDescription:
      'Notre équipe éditoriale planifie, conçoit et publie les contenus de votre entreprise. Vous validez, nous nous occupons des hashtags, des horaires de publication et de l’analyse. Chaque mois, vous recevez un rapport clair sur la portée et les demandes obtenues.',
    features: [
      'Calendrier éditorial pour Facebook et Instagram',
      'Huit à douze publications par mois',
      'Visuels aux couleurs de votre entreprise',
      'Validation en un clic depuis l’application',
      'Rapport mensuel sur la portée et les demandes',
      'Un interlocuteur dédié',
    ],
  },
  '30000000-0000-4000-8000-000000000016': {
    longDescription:
      'Les clients satisfaits laissent rarement un avis d’eux-mêmes. Avec des présentoirs QR, un court message après la visite et des réponses prêtes à l’emploi, vous recueillez régulièrement de nouveaux avis et répondez aux critiques avec assurance.',
    features: [
      'Présentoirs QR pour le comptoir et la vitrine',
      'Demande d’avis automatique après la visite',
      'Modèles de réponse aux avis positifs et critiques',
      'Alerte à chaque nouvel avis',
      'Suivi de l’évolution de vos étoiles',
    ],
  },
  '30000000-0000-4000-8000-000000000017': {
    longDescription:
      'helloCASH fonctionne dans le navigateur et en application sur les appareils que vous possédez déjà. Articles, factures, clôture de caisse et statistiques sont réunis au même endroit, et vos ventes sont sauvegardées et archivées automatiquement.',
    ctaText: 'Dites-nous ce que votre caisse doit savoir faire',
  },
  '30000000-0000-4000-8000-000000000018': {
    longDescription:
      'Pas de matériel coûteux, pas de frais d’installation, pas d’engagement de longue durée : helloCASH évolue avec votre entreprise. Les mises à jour liées aux nouvelles obligations légales sont incluses, et le support vous répond en français.',
  },
  '30000000-0000-4000-8000-000000000019': {
    shortDescription: 'Encaissez par carte directement depuis la caisse, sans double saisie.',
    longDescription:
      'Connectez helloCASH au prestataire de paiement de votre choix. Le montant est transmis automatiquement au terminal, le paiement apparaît dans la clôture de caisse et les fonds arrivent sur votre compte en un ou deux jours ouvrés.',
  },
};

/** The same for e-books: a title that said "Ihr". */
const SUPERSEDED_EBOOK_TEXTS: Readonly<Record<string, Superseded>> = {
  '10000000-0000-4000-8000-000000000003': {
    title: 'Instagram Reels: 30 Ideen für Ihr Geschäft',
  },
};

/** The seed's fields and their columns. */
const COLUMNS: Readonly<Record<string, string>> = {
  title: 'title',
  name: 'name',
  shortDescription: 'short_description',
  longDescription: 'long_description',
  features: 'features',
  ctaText: 'cta_text',
};

const stored = (text: string | readonly string[]) =>
  typeof text === 'string' ? text : toTextList(text);

async function replaceSuperseded(
  trx: Knex.Transaction,
  { table, recordColumn }: TranslationTable,
  superseded: Readonly<Record<string, Superseded>>,
  current: ReadonlyArray<Record<string, unknown> & { language: string }>,
  languageOf: (id: string) => string | undefined,
): Promise<void> {
  for (const [id, texts] of Object.entries(superseded)) {
    const language = languageOf(id);
    const now = current.find((row) => row[recordColumn] === id && row.language === language);
    if (!now) continue;
    for (const [field, text] of Object.entries(texts)) {
      const column = COLUMNS[field]!;
      await trx(table)
        .where({ [recordColumn]: id, language, [column]: stored(text) })
        .update({ [column]: now[column] });
    }
  }
}

/** Runs after the e-book and product seeds. */
export async function replaceSupersededTexts(trx: Knex.Transaction): Promise<void> {
  await replaceSuperseded(
    trx,
    PRODUCT_TEXTS,
    SUPERSEDED_PRODUCT_TEXTS,
    seedProductData.flatMap(productTextRows),
    (id) => seedProductData.find((p) => p.id === id)?.language,
  );
  await replaceSuperseded(
    trx,
    EBOOK_TEXTS,
    SUPERSEDED_EBOOK_TEXTS,
    seedEbookData.flatMap(ebookTextRows),
    (id) => seedEbookData.find((e) => e.id === id)?.language,
  );
}
