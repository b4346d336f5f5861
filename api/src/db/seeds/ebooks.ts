import type { Knex } from 'knex';
import { toDbTimestamp } from '../../data/rows';
import { insertMissing } from './insert-missing';

const slides = (id: string) => `https://docs.google.com/presentation/d/${id}/edit`;

interface SeedEbook {
  id: string;
  numericId: number;
  title: string;
  slug: string;
  category: string;
  /** In the e-book's own language, like its title. */
  description: string;
  slidesId: string;
  gradientType: 'emerald-teal' | 'purple-pink' | 'cyan-purple' | 'orange-pink';
  countries: string[];
  createdAt: string;
}

/**
 * E-books, German first, then Spain's and France's in their own language:
 * each country lists only e-books written in its language (country decides
 * content, DESIGN.md §3). Categories are the stable keys the e-books front
 * end names and describes in the visitor's language
 * (mfe-ebooks/src/features/ebooks/categories.ts), so download statistics stay
 * comparable across countries. E-books have no isActive flag.
 */
export const seedEbookData: ReadonlyArray<SeedEbook> = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    numericId: 1,
    title: 'Facebook für lokale Unternehmen: Der Praxis-Leitfaden',
    slug: 'facebook-fuer-lokale-unternehmen',
    category: 'Facebook',
    description:
      'Wie du mit deiner Facebook-Seite Kundschaft aus deiner Umgebung gewinnst – mit Beitragsideen und einem Wochenplan, der in deinen Alltag passt.',
    slidesId: '1SKAt9YrQEKiXiOYvnlCMZneoiArT4Zv_mVZ50apunFP',
    gradientType: 'emerald-teal',
    countries: ['DE'],
    createdAt: '2025-01-10T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    numericId: 2,
    title: 'Facebook und Instagram: Werbeanzeigen mit kleinem Budget',
    slug: 'facebook-und-instagram-werbeanzeigen',
    category: 'Facebook und Instagram',
    description:
      'Schritt für Schritt zur ersten Werbeanzeige auf Facebook und Instagram: Zielgruppe in deiner Region, kleines Budget, messbare Ergebnisse.',
    slidesId: '1Hgh7HZblkuu7XG37ql48yXbHRSDI9CiTLUaivjruqy6',
    gradientType: 'purple-pink',
    countries: ['DE'],
    createdAt: '2025-01-24T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000003',
    numericId: 3,
    title: 'Instagram Reels: 30 Ideen für Ihr Geschäft',
    slug: 'instagram-reels-30-ideen',
    category: 'Instagram',
    description:
      '30 Reel-Ideen, die du mit dem Smartphone umsetzen kannst – vom Blick hinter die Kulissen bis zur Produktvorstellung.',
    slidesId: '1nfwoVs4fQ2UcwQ_EQz6u6tc2IYBh_T6AArclpzwf1vw',
    gradientType: 'cyan-purple',
    countries: ['DE'],
    createdAt: '2025-02-07T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000004',
    numericId: 4,
    title: 'TikTok für Einsteiger: Sichtbar werden in 15 Sekunden',
    slug: 'tiktok-fuer-einsteiger',
    category: 'TikTok',
    description:
      'Deine ersten TikTok-Videos in 15 Sekunden: Formate, Trends und Sounds, die zu deinem Geschäft passen.',
    slidesId: '1vdvIWGbIjery6wgHjfzDY5HfgfDaU4Ccv0gfQfRwRQD',
    gradientType: 'orange-pink',
    countries: ['DE'],
    createdAt: '2025-02-21T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000005',
    numericId: 5,
    title: 'LinkedIn für Selbstständige: Kunden gewinnen ohne Kaltakquise',
    slug: 'linkedin-fuer-selbststaendige',
    category: 'LinkedIn',
    description:
      'Ein Profil, das überzeugt, und Beiträge, die Anfragen bringen: So gewinnst du als Selbstständige oder Selbstständiger Kunden auf LinkedIn.',
    slidesId: '1C4HeF-uzbOITbpFpNmJq-uZXWQuoSpnxz2sjyN72i5b',
    gradientType: 'cyan-purple',
    countries: ['DE'],
    createdAt: '2025-03-07T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000006',
    numericId: 6,
    title: 'Google Unternehmensprofil: Mehr Anrufe aus der lokalen Suche',
    slug: 'google-unternehmensprofil-optimieren',
    category: 'Google Unternehmensprofil',
    description:
      'Richte dein Google Unternehmensprofil vollständig ein, sammle Bewertungen und werde in der lokalen Suche gefunden.',
    slidesId: '1CvptD5opqSliXU-88qEw6f-Eth-Sruak-kMhrkKJ04F',
    gradientType: 'emerald-teal',
    countries: ['DE'],
    createdAt: '2025-03-21T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000007',
    numericId: 7,
    title: 'WhatsApp Business: Kundenservice, der verkauft',
    slug: 'whatsapp-business-kundenservice',
    category: 'WhatsApp Business',
    description:
      'Katalog, Schnellantworten und Bestellungen im Chat: So wird WhatsApp Business zu deinem besten Verkäufer.',
    slidesId: '1FJAJCbpkex2EIEztQRDPHs_S-8Wfjx4_C3PwxNVMpA6',
    gradientType: 'purple-pink',
    countries: ['DE'],
    createdAt: '2025-04-04T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000008',
    numericId: 8,
    title: 'Pinterest für Händler: Produkte entdecken lassen',
    slug: 'pinterest-fuer-haendler',
    category: 'Pinterest',
    description:
      'Pins und Pinnwände, die deine Produkte ins Blickfeld rücken und Besucher in deinen Shop oder Laden bringen.',
    slidesId: '1F0vqhslKgxoWGtYRV2CqtOryKri4QtXzz0Lfca0T-AG',
    gradientType: 'orange-pink',
    countries: ['DE'],
    createdAt: '2025-04-18T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000009',
    numericId: 9,
    title: 'Instagram pour les commerces de proximité',
    slug: 'instagram-pour-les-commerces',
    category: 'Instagram',
    description:
      'Reels, stories et hashtags locaux : tout ce qu’il te faut pour faire venir de nouveaux clients dans ton commerce.',
    slidesId: '1w_UChSq5fwkIxABbNuYhzk2Gwiqv-kxApfP8CCu8ViX',
    gradientType: 'cyan-purple',
    countries: ['FR'],
    createdAt: '2025-05-02T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000010',
    numericId: 10,
    title: 'Facebook para negocios locales: la guía práctica',
    slug: 'facebook-para-negocios-locales',
    category: 'Facebook',
    description:
      'Cómo atraer clientes de tu zona con tu página de Facebook, con ideas de publicaciones y un plan semanal que cabe en tu día a día.',
    slidesId: '1_0mjZ9JwEJJ7vksy19iwObHbCHpUgOd8Txiovz2vYJf',
    gradientType: 'emerald-teal',
    countries: ['ES'],
    createdAt: '2025-05-09T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000011',
    numericId: 11,
    title: 'Facebook e Instagram: anuncios con poco presupuesto',
    slug: 'facebook-e-instagram-anuncios',
    category: 'Facebook und Instagram',
    description:
      'Paso a paso hasta tu primer anuncio en Facebook e Instagram: el público de tu zona, poco presupuesto y resultados medibles.',
    slidesId: '1sYHUxhh297cxGvwYlqMqoYE0bnYKxr9XcbWGUsZgss4',
    gradientType: 'purple-pink',
    countries: ['ES'],
    createdAt: '2025-05-16T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000012',
    numericId: 12,
    title: 'Instagram Reels: 30 ideas para tu negocio',
    slug: 'instagram-reels-30-ideas',
    category: 'Instagram',
    description:
      '30 ideas de reels que puedes grabar con el móvil, desde el día a día de tu negocio hasta la presentación de tus productos.',
    slidesId: '1sNpgRwUSKkRQgGX5mUGSKlJRA_puoj4y8JsDHzXS_5Z',
    gradientType: 'cyan-purple',
    countries: ['ES'],
    createdAt: '2025-05-23T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000013',
    numericId: 13,
    title: 'Perfil de Empresa en Google: más llamadas desde la búsqueda local',
    slug: 'perfil-de-empresa-en-google',
    category: 'Google Unternehmensprofil',
    description:
      'Completa tu Perfil de Empresa en Google, consigue más reseñas y aparece en las búsquedas de tu zona.',
    slidesId: '1R7MRDUy7Ua3AzaYcLYaQikXM5FqoWIzTS9lwEuhbWFU',
    gradientType: 'emerald-teal',
    countries: ['ES'],
    createdAt: '2025-05-30T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000014',
    numericId: 14,
    title: 'WhatsApp Business: atención al cliente que vende',
    slug: 'whatsapp-business-atencion-al-cliente',
    category: 'WhatsApp Business',
    description:
      'Catálogo, respuestas rápidas y pedidos por chat: así WhatsApp Business se convierte en tu mejor vendedor.',
    slidesId: '1QIjED5pgTvJ8qEUF1lLO069ktgq2aKajoHe9ufhlf3H',
    gradientType: 'orange-pink',
    countries: ['ES'],
    createdAt: '2025-06-06T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000015',
    numericId: 15,
    title: 'Facebook pour les entreprises locales : le guide pratique',
    slug: 'facebook-pour-les-entreprises-locales',
    category: 'Facebook',
    description:
      'Comment attirer les clients de ton quartier avec ta page Facebook, avec des idées de publications et un planning hebdomadaire qui tient dans ton quotidien.',
    slidesId: '1LzJpsc9uZAsy2tB6EO3MJlwEoIyJyhNaqQTa8kiV27b',
    gradientType: 'emerald-teal',
    countries: ['FR'],
    createdAt: '2025-06-13T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000016',
    numericId: 16,
    title: 'Facebook et Instagram : des publicités à petit budget',
    slug: 'facebook-et-instagram-publicites',
    category: 'Facebook und Instagram',
    description:
      'Ta première publicité sur Facebook et Instagram, étape par étape : la bonne cible près de chez toi, un petit budget et des résultats mesurables.',
    slidesId: '1IIzNmU41EgYA1Zh3OLC_grbD1FKXUzRfPybX58D2gyF',
    gradientType: 'purple-pink',
    countries: ['FR'],
    createdAt: '2025-06-20T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000017',
    numericId: 17,
    title: 'Fiche d’établissement Google : plus d’appels grâce à la recherche locale',
    slug: 'fiche-etablissement-google',
    category: 'Google Unternehmensprofil',
    description:
      'Complète ta fiche d’établissement Google, récolte plus d’avis et apparais dans les recherches locales.',
    slidesId: '120G10XJaDlEkhO02jGPJ4zTwCchQvmhGZyJn6vgWYyU',
    gradientType: 'emerald-teal',
    countries: ['FR'],
    createdAt: '2025-06-27T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000018',
    numericId: 18,
    title: 'TikTok pour débuter : se faire remarquer en 15 secondes',
    slug: 'tiktok-pour-debuter',
    category: 'TikTok',
    description:
      'Tes premières vidéos TikTok en 15 secondes : les formats, tendances et sons qui conviennent à ton commerce.',
    slidesId: '1J4FbxeGppzrWeqMvden2oRktPq_aY-3Fouf6y-q9Ine',
    gradientType: 'orange-pink',
    countries: ['FR'],
    createdAt: '2025-07-04T09:00:00.000Z',
  },
];

export async function seedEbooks(trx: Knex.Transaction): Promise<void> {
  await insertMissing(
    trx,
    'ebooks',
    seedEbookData.map((e) => ({
      id: e.id,
      numeric_id: e.numericId,
      title: e.title,
      slug: e.slug,
      category: e.category,
      description: e.description,
      google_slides_url: slides(e.slidesId),
      gradient_type: e.gradientType,
      countries: JSON.stringify(e.countries),
      created_at: toDbTimestamp(new Date(e.createdAt)),
    })),
  );
  // Seeded before e-books had descriptions: theirs are filled in, a text written since is kept.
  for (const e of seedEbookData) {
    await trx('ebooks')
      .where({ id: e.id })
      .whereNull('description')
      .update({ description: e.description });
  }
}
