import type { Language } from 'contracts';
import type { Knex } from 'knex';
import { EBOOK_TEXTS } from '../../data/ebooks';
import { toDbTimestamp, toTextList } from '../../data/rows';
import { insertMissing } from './insert-missing';
import { fillWhereEmpty, insertMissingTexts, textRows, type TextsByLanguage } from './record-texts';

const slides = (id: string) => `https://docs.google.com/presentation/d/${id}/edit`;

/** What an e-book says in one language. */
interface EbookTexts {
  title: string;
  description: string;
  /** 'Das erwartet dich:' — SPEC §2: Facebook has 2, Facebook und Instagram 4. */
  highlights: readonly string[];
}

/**
 * The categories (stable keys, German as the spec writes them, so download
 * statistics stay comparable across countries) and their names per language,
 * as the cards and covers show them.
 */
const CATEGORY_LABELS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  Facebook: { de: 'Facebook', es: 'Facebook', fr: 'Facebook' },
  'Facebook und Instagram': {
    de: 'Facebook und Instagram',
    es: 'Facebook e Instagram',
    fr: 'Facebook et Instagram',
  },
  Instagram: { de: 'Instagram', es: 'Instagram', fr: 'Instagram' },
  TikTok: { de: 'TikTok', es: 'TikTok', fr: 'TikTok' },
  LinkedIn: { de: 'LinkedIn', es: 'LinkedIn', fr: 'LinkedIn' },
  'Google Unternehmensprofil': {
    de: 'Google Unternehmensprofil',
    es: 'Perfil de Empresa de Google',
    fr: 'Fiche d’établissement Google',
  },
  'WhatsApp Business': {
    de: 'WhatsApp Business',
    es: 'WhatsApp Business',
    fr: 'WhatsApp Business',
  },
  Pinterest: { de: 'Pinterest', es: 'Pinterest', fr: 'Pinterest' },
};

/*
 * The e-books' texts by topic: a country's edition of a topic is the same
 * book, so Germany's Facebook guide reads in Spanish as Spain's does.
 */
const facebook: TextsByLanguage<EbookTexts> = {
  de: {
    title: 'Facebook für lokale Unternehmen: Der Praxis-Leitfaden',
    description:
      'Wie du mit deiner Facebook-Seite Kundschaft aus deiner Umgebung gewinnst – mit Beitragsideen und einem Wochenplan, der in deinen Alltag passt.',
    highlights: [
      'Wie du mit deiner Facebook-Seite Kunden aus deiner Umgebung erreichst',
      'Beitragsideen und ein Wochenplan, der dich wenig Zeit kostet',
    ],
  },
  es: {
    title: 'Facebook para negocios locales: la guía práctica',
    description:
      'Cómo atraer clientes de tu zona con tu página de Facebook, con ideas de publicaciones y un plan semanal que cabe en tu día a día.',
    highlights: [
      'Cómo llegar a clientes de tu zona con tu página de Facebook',
      'Ideas de publicaciones y un plan semanal que te lleva poco tiempo',
    ],
  },
  fr: {
    title: 'Facebook pour les entreprises locales : le guide pratique',
    description:
      'Comment attirer les clients de ton quartier avec ta page Facebook, avec des idées de publications et un planning hebdomadaire qui tient dans ton quotidien.',
    highlights: [
      'Comment toucher les clients de ton quartier avec ta page Facebook',
      'Des idées de publications et un planning hebdomadaire qui te prend peu de temps',
    ],
  },
};

const facebookInstagramAds: TextsByLanguage<EbookTexts> = {
  de: {
    title: 'Facebook und Instagram: Werbeanzeigen mit kleinem Budget',
    description:
      'Schritt für Schritt zur ersten Werbeanzeige auf Facebook und Instagram: Zielgruppe in deiner Region, kleines Budget, messbare Ergebnisse.',
    highlights: [
      'Werbeanzeigen auf Facebook und Instagram Schritt für Schritt erstellen',
      'Mit kleinem Budget die richtige Zielgruppe in deiner Region erreichen',
      'Bilder und Texte, die zum Klicken einladen',
      'Ergebnisse messen und Anzeigen gezielt verbessern',
    ],
  },
  es: {
    title: 'Facebook e Instagram: anuncios con poco presupuesto',
    description:
      'Paso a paso hasta tu primer anuncio en Facebook e Instagram: el público de tu zona, poco presupuesto y resultados medibles.',
    highlights: [
      'Crear anuncios en Facebook e Instagram paso a paso',
      'Llegar al público adecuado de tu zona con poco presupuesto',
      'Imágenes y textos que invitan a hacer clic',
      'Medir los resultados y mejorar tus anuncios con criterio',
    ],
  },
  fr: {
    title: 'Facebook et Instagram : des publicités à petit budget',
    description:
      'Ta première publicité sur Facebook et Instagram, étape par étape : la bonne cible près de chez toi, un petit budget et des résultats mesurables.',
    highlights: [
      'Créer des publicités sur Facebook et Instagram étape par étape',
      'Toucher le bon public de ta région avec un petit budget',
      'Des images et des textes qui donnent envie de cliquer',
      'Mesurer les résultats et améliorer tes annonces de façon ciblée',
    ],
  },
};

const instagramHighlights: Record<Language, readonly string[]> = {
  de: [
    'Reels-Ideen, die du ohne Kamerateam umsetzen kannst',
    'Profil, Bio und Highlights, die neue Follower überzeugen',
    'Hashtags und Standort clever nutzen, um vor Ort gefunden zu werden',
  ],
  es: [
    'Ideas de reels que puedes grabar sin equipo profesional',
    'Un perfil, una biografía y unas historias destacadas que convencen',
    'Usar bien los hashtags y la ubicación para que te encuentren en tu zona',
  ],
  fr: [
    'Des idées de Reels à tourner sans équipe de tournage',
    'Un profil, une bio et des stories à la une qui convainquent',
    'Bien utiliser hashtags et localisation pour être trouvé près de chez toi',
  ],
};

const instagramReels: TextsByLanguage<EbookTexts> = {
  de: {
    title: 'Instagram Reels: 30 Ideen für dein Geschäft',
    description:
      '30 Reel-Ideen, die du mit dem Smartphone umsetzen kannst – vom Blick hinter die Kulissen bis zur Produktvorstellung.',
    highlights: instagramHighlights.de,
  },
  es: {
    title: 'Instagram Reels: 30 ideas para tu negocio',
    description:
      '30 ideas de reels que puedes grabar con el móvil, desde el día a día de tu negocio hasta la presentación de tus productos.',
    highlights: instagramHighlights.es,
  },
  fr: {
    title: 'Instagram Reels : 30 idées pour ton commerce',
    description:
      '30 idées de Reels à tourner avec ton smartphone, des coulisses de ton commerce à la présentation de tes produits.',
    highlights: instagramHighlights.fr,
  },
};

const instagramLocalShops: TextsByLanguage<EbookTexts> = {
  de: {
    title: 'Instagram für Geschäfte vor Ort',
    description:
      'Reels, Storys und lokale Hashtags: alles, was du brauchst, damit neue Kundschaft den Weg in dein Geschäft findet.',
    highlights: instagramHighlights.de,
  },
  es: {
    title: 'Instagram para el comercio de barrio',
    description:
      'Reels, historias y hashtags locales: todo lo que necesitas para que nuevos clientes entren por la puerta de tu tienda.',
    highlights: instagramHighlights.es,
  },
  fr: {
    title: 'Instagram pour les commerces de proximité',
    description:
      'Reels, stories et hashtags locaux : tout ce qu’il te faut pour faire venir de nouveaux clients dans ton commerce.',
    highlights: instagramHighlights.fr,
  },
};

const tiktok: TextsByLanguage<EbookTexts> = {
  de: {
    title: 'TikTok für Einsteiger: Sichtbar werden in 15 Sekunden',
    description:
      'Deine ersten TikTok-Videos in 15 Sekunden: Formate, Trends und Sounds, die zu deinem Geschäft passen.',
    highlights: [
      'Die ersten Videos in 15 Sekunden: Formate, die funktionieren',
      'Trends und Sounds für dein Geschäft nutzen, ohne dich zu verbiegen',
      'Mit regelmäßigen Videos Schritt für Schritt Reichweite aufbauen',
    ],
  },
  es: {
    title: 'TikTok para principiantes: hazte notar en 15 segundos',
    description:
      'Tus primeros vídeos de TikTok en 15 segundos: formatos, tendencias y sonidos que encajan con tu negocio.',
    highlights: [
      'Tus primeros vídeos en 15 segundos: formatos que funcionan',
      'Aprovechar tendencias y sonidos sin dejar de ser tú mismo',
      'Ganar alcance paso a paso publicando con constancia',
    ],
  },
  fr: {
    title: 'TikTok pour débuter : se faire remarquer en 15 secondes',
    description:
      'Tes premières vidéos TikTok en 15 secondes : les formats, tendances et sons qui conviennent à ton commerce.',
    highlights: [
      'Tes premières vidéos en 15 secondes : les formats qui marchent',
      'Profiter des tendances et des sons sans te travestir',
      'Gagner en visibilité pas à pas en publiant régulièrement',
    ],
  },
};

const linkedin: TextsByLanguage<EbookTexts> = {
  de: {
    title: 'LinkedIn für Selbstständige: Kunden gewinnen ohne Kaltakquise',
    description:
      'Ein Profil, das überzeugt, und Beiträge, die Anfragen bringen: So gewinnst du als Selbstständige oder Selbstständiger Kunden auf LinkedIn.',
    highlights: [
      'Ein Profil, das Auftraggeber auf den ersten Blick überzeugt',
      'Beiträge, die deine Erfahrung zeigen und Anfragen bringen',
      'Kontakte knüpfen ganz ohne Kaltakquise',
    ],
  },
  es: {
    title: 'LinkedIn para autónomos: consigue clientes sin llamadas en frío',
    description:
      'Un perfil que convence y publicaciones que generan consultas: así consigues clientes en LinkedIn si trabajas por tu cuenta.',
    highlights: [
      'Un perfil que convence a tus clientes a primera vista',
      'Publicaciones que muestran tu experiencia y generan consultas',
      'Crear contactos sin llamadas en frío',
    ],
  },
  fr: {
    title: 'LinkedIn pour les indépendants : trouver des clients sans prospection à froid',
    description:
      'Un profil qui convainc et des publications qui attirent des demandes : voici comment trouver des clients sur LinkedIn quand tu es indépendant.',
    highlights: [
      'Un profil qui convainc tes clients au premier coup d’œil',
      'Des publications qui montrent ton expertise et attirent des demandes',
      'Développer ton réseau sans prospection à froid',
    ],
  },
};

const googleBusinessProfile: TextsByLanguage<EbookTexts> = {
  de: {
    title: 'Google Unternehmensprofil: Mehr Anrufe aus der lokalen Suche',
    description:
      'Richte dein Google Unternehmensprofil vollständig ein, sammle Bewertungen und werde in der lokalen Suche gefunden.',
    highlights: [
      'Dein Unternehmensprofil vollständig und überzeugend einrichten',
      'Mehr Bewertungen sammeln und richtig darauf antworten',
      'Mit Fotos und Beiträgen in der lokalen Suche nach oben kommen',
    ],
  },
  es: {
    title: 'Perfil de Empresa en Google: más llamadas desde la búsqueda local',
    description:
      'Completa tu Perfil de Empresa en Google, consigue más reseñas y aparece en las búsquedas de tu zona.',
    highlights: [
      'Configurar tu Perfil de Empresa de forma completa y atractiva',
      'Conseguir más reseñas y responderlas como es debido',
      'Subir posiciones en la búsqueda local con fotos y publicaciones',
    ],
  },
  fr: {
    title: 'Fiche d’établissement Google : plus d’appels grâce à la recherche locale',
    description:
      'Complète ta fiche d’établissement Google, récolte plus d’avis et apparais dans les recherches locales.',
    highlights: [
      'Configurer ta fiche d’établissement de façon complète et convaincante',
      'Obtenir plus d’avis et y répondre comme il faut',
      'Grimper dans la recherche locale grâce aux photos et aux posts',
    ],
  },
};

const whatsappBusiness: TextsByLanguage<EbookTexts> = {
  de: {
    title: 'WhatsApp Business: Kundenservice, der verkauft',
    description:
      'Katalog, Schnellantworten und Bestellungen im Chat: So wird WhatsApp Business zu deinem besten Verkäufer.',
    highlights: [
      'Katalog, Schnellantworten und Abwesenheitsnachrichten einrichten',
      'Bestellungen und Terminanfragen direkt im Chat annehmen',
      'Stammkunden mit Status-Updates auf dem Laufenden halten',
    ],
  },
  es: {
    title: 'WhatsApp Business: atención al cliente que vende',
    description:
      'Catálogo, respuestas rápidas y pedidos por chat: así WhatsApp Business se convierte en tu mejor vendedor.',
    highlights: [
      'Configurar el catálogo, las respuestas rápidas y los mensajes de ausencia',
      'Recibir pedidos y solicitudes de cita directamente en el chat',
      'Mantener informados a tus clientes habituales con estados',
    ],
  },
  fr: {
    title: 'WhatsApp Business : un service client qui fait vendre',
    description:
      'Catalogue, réponses rapides et commandes par chat : voici comment WhatsApp Business devient ton meilleur vendeur.',
    highlights: [
      'Configurer le catalogue, les réponses rapides et les messages d’absence',
      'Recevoir commandes et demandes de rendez-vous directement dans le chat',
      'Tenir tes clients fidèles informés grâce aux statuts',
    ],
  },
};

const pinterest: TextsByLanguage<EbookTexts> = {
  de: {
    title: 'Pinterest für Händler: Produkte entdecken lassen',
    description:
      'Pins und Pinnwände, die deine Produkte ins Blickfeld rücken und Besucher in deinen Shop oder Laden bringen.',
    highlights: [
      'Pins gestalten, die deine Produkte ins Blickfeld rücken',
      'Pinnwände so anlegen, dass Kunden dich finden',
      'Besucher von Pinterest in deinen Shop oder Laden lenken',
    ],
  },
  es: {
    title: 'Pinterest para tiendas: que descubran tus productos',
    description:
      'Pines y tableros que ponen tus productos a la vista y llevan visitas a tu tienda online o a tu local.',
    highlights: [
      'Diseñar pines que ponen tus productos en primer plano',
      'Organizar tus tableros para que los clientes te encuentren',
      'Llevar a los visitantes de Pinterest a tu tienda online o física',
    ],
  },
  fr: {
    title: 'Pinterest pour les commerçants : fais découvrir tes produits',
    description:
      'Des épingles et des tableaux qui mettent tes produits en avant et amènent des visiteurs dans ta boutique en ligne ou ton magasin.',
    highlights: [
      'Créer des épingles qui mettent tes produits en valeur',
      'Organiser tes tableaux pour que les clients te trouvent',
      'Amener les visiteurs de Pinterest vers ta boutique en ligne ou physique',
    ],
  },
};

interface SeedEbook {
  id: string;
  numericId: number;
  slug: string;
  category: keyof typeof CATEGORY_LABELS;
  /** The language it was written in: its country's. */
  language: Language;
  texts: TextsByLanguage<EbookTexts>;
  slidesId: string;
  gradientType: 'emerald-teal' | 'purple-pink' | 'cyan-purple' | 'orange-pink';
  countries: string[];
  createdAt: string;
}

/**
 * E-books, German first, then Spain's and France's: each country lists its
 * own e-books (country decides content, DESIGN.md §3), each in every
 * language (language decides texts), its own being its country's. Slugs are
 * in the e-book's own language and stay the same whatever the page's.
 * E-books have no isActive flag.
 */
export const seedEbookData: ReadonlyArray<SeedEbook> = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    numericId: 1,
    slug: 'facebook-fuer-lokale-unternehmen',
    category: 'Facebook',
    language: 'de',
    texts: facebook,
    slidesId: '1SKAt9YrQEKiXiOYvnlCMZneoiArT4Zv_mVZ50apunFP',
    gradientType: 'emerald-teal',
    countries: ['DE'],
    createdAt: '2025-01-10T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    numericId: 2,
    slug: 'facebook-und-instagram-werbeanzeigen',
    category: 'Facebook und Instagram',
    language: 'de',
    texts: facebookInstagramAds,
    slidesId: '1Hgh7HZblkuu7XG37ql48yXbHRSDI9CiTLUaivjruqy6',
    gradientType: 'purple-pink',
    countries: ['DE'],
    createdAt: '2025-01-24T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000003',
    numericId: 3,
    slug: 'instagram-reels-30-ideen',
    category: 'Instagram',
    language: 'de',
    texts: instagramReels,
    slidesId: '1nfwoVs4fQ2UcwQ_EQz6u6tc2IYBh_T6AArclpzwf1vw',
    gradientType: 'cyan-purple',
    countries: ['DE'],
    createdAt: '2025-02-07T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000004',
    numericId: 4,
    slug: 'tiktok-fuer-einsteiger',
    category: 'TikTok',
    language: 'de',
    texts: tiktok,
    slidesId: '1vdvIWGbIjery6wgHjfzDY5HfgfDaU4Ccv0gfQfRwRQD',
    gradientType: 'orange-pink',
    countries: ['DE'],
    createdAt: '2025-02-21T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000005',
    numericId: 5,
    slug: 'linkedin-fuer-selbststaendige',
    category: 'LinkedIn',
    language: 'de',
    texts: linkedin,
    slidesId: '1C4HeF-uzbOITbpFpNmJq-uZXWQuoSpnxz2sjyN72i5b',
    gradientType: 'cyan-purple',
    countries: ['DE'],
    createdAt: '2025-03-07T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000006',
    numericId: 6,
    slug: 'google-unternehmensprofil-optimieren',
    category: 'Google Unternehmensprofil',
    language: 'de',
    texts: googleBusinessProfile,
    slidesId: '1CvptD5opqSliXU-88qEw6f-Eth-Sruak-kMhrkKJ04F',
    gradientType: 'emerald-teal',
    countries: ['DE'],
    createdAt: '2025-03-21T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000007',
    numericId: 7,
    slug: 'whatsapp-business-kundenservice',
    category: 'WhatsApp Business',
    language: 'de',
    texts: whatsappBusiness,
    slidesId: '1FJAJCbpkex2EIEztQRDPHs_S-8Wfjx4_C3PwxNVMpA6',
    gradientType: 'purple-pink',
    countries: ['DE'],
    createdAt: '2025-04-04T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000008',
    numericId: 8,
    slug: 'pinterest-fuer-haendler',
    category: 'Pinterest',
    language: 'de',
    texts: pinterest,
    slidesId: '1F0vqhslKgxoWGtYRV2CqtOryKri4QtXzz0Lfca0T-AG',
    gradientType: 'orange-pink',
    countries: ['DE'],
    createdAt: '2025-04-18T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000009',
    numericId: 9,
    slug: 'instagram-pour-les-commerces',
    category: 'Instagram',
    language: 'fr',
    texts: instagramLocalShops,
    slidesId: '1w_UChSq5fwkIxABbNuYhzk2Gwiqv-kxApfP8CCu8ViX',
    gradientType: 'cyan-purple',
    countries: ['FR'],
    createdAt: '2025-05-02T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000010',
    numericId: 10,
    slug: 'facebook-para-negocios-locales',
    category: 'Facebook',
    language: 'es',
    texts: facebook,
    slidesId: '1_0mjZ9JwEJJ7vksy19iwObHbCHpUgOd8Txiovz2vYJf',
    gradientType: 'emerald-teal',
    countries: ['ES'],
    createdAt: '2025-05-09T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000011',
    numericId: 11,
    slug: 'facebook-e-instagram-anuncios',
    category: 'Facebook und Instagram',
    language: 'es',
    texts: facebookInstagramAds,
    slidesId: '1sYHUxhh297cxGvwYlqMqoYE0bnYKxr9XcbWGUsZgss4',
    gradientType: 'purple-pink',
    countries: ['ES'],
    createdAt: '2025-05-16T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000012',
    numericId: 12,
    slug: 'instagram-reels-30-ideas',
    category: 'Instagram',
    language: 'es',
    texts: instagramReels,
    slidesId: '1sNpgRwUSKkRQgGX5mUGSKlJRA_puoj4y8JsDHzXS_5Z',
    gradientType: 'cyan-purple',
    countries: ['ES'],
    createdAt: '2025-05-23T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000013',
    numericId: 13,
    slug: 'perfil-de-empresa-en-google',
    category: 'Google Unternehmensprofil',
    language: 'es',
    texts: googleBusinessProfile,
    slidesId: '1R7MRDUy7Ua3AzaYcLYaQikXM5FqoWIzTS9lwEuhbWFU',
    gradientType: 'emerald-teal',
    countries: ['ES'],
    createdAt: '2025-05-30T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000014',
    numericId: 14,
    slug: 'whatsapp-business-atencion-al-cliente',
    category: 'WhatsApp Business',
    language: 'es',
    texts: whatsappBusiness,
    slidesId: '1QIjED5pgTvJ8qEUF1lLO069ktgq2aKajoHe9ufhlf3H',
    gradientType: 'orange-pink',
    countries: ['ES'],
    createdAt: '2025-06-06T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000015',
    numericId: 15,
    slug: 'facebook-pour-les-entreprises-locales',
    category: 'Facebook',
    language: 'fr',
    texts: facebook,
    slidesId: '1LzJpsc9uZAsy2tB6EO3MJlwEoIyJyhNaqQTa8kiV27b',
    gradientType: 'emerald-teal',
    countries: ['FR'],
    createdAt: '2025-06-13T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000016',
    numericId: 16,
    slug: 'facebook-et-instagram-publicites',
    category: 'Facebook und Instagram',
    language: 'fr',
    texts: facebookInstagramAds,
    slidesId: '1IIzNmU41EgYA1Zh3OLC_grbD1FKXUzRfPybX58D2gyF',
    gradientType: 'purple-pink',
    countries: ['FR'],
    createdAt: '2025-06-20T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000017',
    numericId: 17,
    slug: 'fiche-etablissement-google',
    category: 'Google Unternehmensprofil',
    language: 'fr',
    texts: googleBusinessProfile,
    slidesId: '120G10XJaDlEkhO02jGPJ4zTwCchQvmhGZyJn6vgWYyU',
    gradientType: 'emerald-teal',
    countries: ['FR'],
    createdAt: '2025-06-27T09:00:00.000Z',
  },
  {
    id: '10000000-0000-4000-8000-000000000018',
    numericId: 18,
    slug: 'tiktok-pour-debuter',
    category: 'TikTok',
    language: 'fr',
    texts: tiktok,
    slidesId: '1J4FbxeGppzrWeqMvden2oRktPq_aY-3Fouf6y-q9Ine',
    gradientType: 'orange-pink',
    countries: ['FR'],
    createdAt: '2025-07-04T09:00:00.000Z',
  },
];

/** An e-book's text rows as ebook_translations holds them. */
export function ebookTextRows(e: SeedEbook) {
  return textRows(e.texts, (text, language) => ({
    ebook_id: e.id,
    title: text.title,
    category_label: CATEGORY_LABELS[e.category]?.[language] ?? e.category,
    description: text.description,
    highlights: toTextList(text.highlights),
  }));
}

export async function seedEbooks(trx: Knex.Transaction): Promise<void> {
  await insertMissing(
    trx,
    'ebooks',
    seedEbookData.map((e) => ({
      id: e.id,
      numeric_id: e.numericId,
      slug: e.slug,
      category: e.category,
      google_slides_url: slides(e.slidesId),
      gradient_type: e.gradientType,
      countries: JSON.stringify(e.countries),
      language: e.language,
      created_at: toDbTimestamp(new Date(e.createdAt)),
    })),
  );
  const rows = seedEbookData.flatMap(ebookTextRows);
  await insertMissingTexts(trx, EBOOK_TEXTS, rows);
  // Seeded before e-books had their own texts (migrations 0011, 0013): theirs
  // are filled in, a text written since is kept.
  const where = (row: (typeof rows)[number]) => ({
    ebook_id: row.ebook_id,
    language: row.language,
  });
  await fillWhereEmpty(
    trx,
    EBOOK_TEXTS.table,
    rows.map((row) => ({ where: where(row), value: row.description })),
    'description',
    null,
  );
  await fillWhereEmpty(
    trx,
    EBOOK_TEXTS.table,
    rows.map((row) => ({ where: where(row), value: row.highlights })),
    'highlights',
    '[]',
  );
}
