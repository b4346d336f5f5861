import { BRAND, POS_BRAND } from 'contracts';
import type { Knex } from 'knex';
import { toDbTimestamp } from '../../data/rows';
import { insertMissing } from './insert-missing';

/**
 * Products of both brands. The slugs website-loesung, social-media-loesung,
 * pos-system and vorteile back the product pages of DESIGN.md §9; the last
 * product is inactive to prove the filter. A ctaLink starting with `/` is a
 * page of this site below the visitor's locale; others are external.
 */
export const seedProductData = [
  {
    id: '30000000-0000-4000-8000-000000000001',
    name: 'Website-Lösung',
    slug: 'website-loesung',
    brand: BRAND.slug,
    shortDescription: 'Ihre professionelle Website in 14 Tagen, ohne Technikstress.',
    longDescription:
      'Wir bauen Ihre Unternehmenswebsite auf Basis bewährter Branchenvorlagen, schreiben die Texte mit Ihnen und kümmern uns um Hosting, Sicherheit und Updates. Sie erhalten eine schnelle, mobil optimierte Seite, die bei Google gefunden wird und Anfragen direkt in Ihr Postfach bringt.',
    features: [
      'Mobil optimiertes Design nach Branchenvorlage',
      'Texte und Bilder gemeinsam erstellt',
      'Hosting, SSL-Zertifikat und Updates inklusive',
      'Lokale Suchmaschinenoptimierung',
      'Kontaktformular und Terminbuchung',
      'DSGVO-konformes Cookie-Banner und Impressum',
    ],
    ctaText: 'Wünsche an Ihre Website mitteilen',
    ctaLink: '/feedback',
    countries: ['DE'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000002',
    name: 'Social-Media-Lösung',
    slug: 'social-media-loesung',
    brand: BRAND.slug,
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
    ctaText: 'Gratis Social-Media-E-Books holen',
    ctaLink: '/social-media-tipps-und-tricks',
    countries: ['DE', 'ES'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000003',
    name: 'Bewertungsmanagement',
    slug: 'bewertungsmanagement',
    brand: BRAND.slug,
    shortDescription: 'Mehr echte Google-Bewertungen und professionelle Antworten darauf.',
    longDescription:
      'Zufriedene Kundinnen und Kunden bewerten selten von allein. Mit QR-Aufstellern, kurzen Nachrichten nach dem Besuch und vorbereiteten Antworttexten sammeln Sie regelmäßig neue Bewertungen und reagieren souverän auf Kritik.',
    features: [
      'QR-Aufsteller für Tresen und Schaufenster',
      'Automatische Bewertungsbitte nach dem Besuch',
      'Antwortvorlagen für positive und kritische Bewertungen',
      'Benachrichtigung bei neuen Bewertungen',
      'Auswertung der Sterneentwicklung',
    ],
    ctaText: 'Erfolgsgeschichten lesen',
    ctaLink: '/erfolgsgeschichten',
    countries: ['DE', 'FR'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000004',
    name: 'helloCASH Kassensystem',
    slug: 'pos-system',
    brand: POS_BRAND.slug,
    shortDescription: 'Die Registrierkasse für Tablet, PC und Smartphone, startklar in Minuten.',
    longDescription:
      'helloCASH läuft im Browser und als App auf Geräten, die Sie bereits besitzen. Artikel, Rechnungen, Tagesabschluss und Auswertungen sind an einem Ort. In Spanien erfüllt helloCASH die Anforderungen an Abrechnungssysteme nach Verifactu (RD 1007/2023).',
    features: [
      'Läuft auf Tablet, PC und Smartphone',
      'Beleg per Druck, E-Mail oder QR-Code',
      'Tagesabschluss und Umsatzauswertungen',
      'Artikel- und Lagerverwaltung',
      'Verifactu-konform für Spanien',
      'Kartenzahlung über angebundene Terminals',
    ],
    ctaText: 'helloCASH kostenlos testen',
    ctaLink: 'https://hellocash.de/registrieren',
    countries: ['DE', 'ES'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000005',
    name: 'Vorteile von helloCASH',
    slug: 'vorteile',
    brand: POS_BRAND.slug,
    shortDescription: 'Warum kleine Betriebe mit helloCASH Zeit und Geld sparen.',
    longDescription:
      'Keine teure Hardware, keine Einrichtungsgebühr, keine lange Vertragsbindung: helloCASH wächst mit Ihrem Betrieb. Updates für neue gesetzliche Vorgaben sind inklusive, und der Support antwortet in Ihrer Sprache.',
    features: [
      'Keine Einrichtungsgebühr',
      'Monatlich kündbar',
      'Gesetzliche Updates inklusive',
      'Daten sicher in der Cloud gesichert',
      'Support auf Deutsch, Spanisch und Französisch',
    ],
    ctaText: 'Alle Vorteile entdecken',
    ctaLink: 'https://hellocash.de/vorteile',
    countries: ['DE', 'ES', 'FR'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000006',
    name: 'Kartenzahlung mit helloCASH',
    slug: 'kartenzahlung',
    brand: POS_BRAND.slug,
    shortDescription: 'Kartenzahlungen direkt an der Kasse annehmen, ohne Doppelerfassung.',
    longDescription:
      'Verbinden Sie helloCASH mit einem Zahlungsanbieter Ihrer Wahl. Der Betrag wird automatisch an das Terminal übergeben, die Zahlung landet im Tagesabschluss und die Auszahlung erfolgt in ein bis zwei Werktagen.',
    features: [
      'Betrag wird automatisch an das Terminal übergeben',
      'Girocard, Kreditkarte, Apple Pay und Google Pay',
      'Zahlungen erscheinen im Tagesabschluss',
      'Auszahlung in 1–2 Werktagen',
      'Keine monatliche Grundgebühr beim Standardanbieter',
    ],
    ctaText: 'Jetzt voranmelden',
    ctaLink: '/hellocash/hellopayment',
    countries: ['DE'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000007',
    name: 'Flyer-Druckservice',
    slug: 'flyer-druckservice',
    brand: BRAND.slug,
    shortDescription: 'Gedruckte Flyer für Ihr Geschäft (nicht mehr im Angebot).',
    longDescription: 'Dieses Angebot wurde eingestellt und bleibt nur zur Dokumentation erhalten.',
    features: [
      'Gestaltung nach Vorlage',
      'Druck in A5 und A6',
      'Versand innerhalb einer Woche',
      'Papier aus nachhaltiger Forstwirtschaft',
      'Auflagen ab 250 Stück',
    ],
    ctaText: 'Angebot anfragen',
    ctaLink: '/feedback',
    countries: ['DE'],
    isActive: false,
  },
] as const;

export async function seedProducts(trx: Knex.Transaction): Promise<void> {
  const base = Date.parse('2025-02-01T08:00:00.000Z');
  await insertMissing(
    trx,
    'products',
    seedProductData.map((p, i) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      brand: p.brand,
      short_description: p.shortDescription,
      long_description: p.longDescription,
      features: JSON.stringify(p.features),
      image_url: null,
      cta_text: p.ctaText,
      cta_link: p.ctaLink,
      is_active: p.isActive,
      countries: JSON.stringify(p.countries),
      // One minute apart, so "oldest first" is the order above.
      created_at: toDbTimestamp(new Date(base + i * 60_000)),
    })),
  );
}
