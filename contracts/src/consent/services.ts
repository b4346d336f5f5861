import type { Language } from '../localeCodes';
import type { ConsentCategory } from './categories';
import { ATTRIBUTION_COOKIE, ATTRIBUTION_MAX_AGE_DAYS } from '../attributionFields';
import { BOARD_VOTER_COOKIE, BOARD_VOTER_COOKIE_DAYS } from '../boardFields';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_MONTHS } from './categories';

/** Where a service keeps something on the visitor's device. */
export const STORAGE_KINDS = ['cookie', 'localStorage', 'sessionStorage'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** Units a lifetime is stated in: Intl.NumberFormat's `unit` style formats each in every language. */
export const LIFETIME_UNITS = ['minute', 'hour', 'day', 'month', 'year'] as const;
export type LifetimeUnit = (typeof LIFETIME_UNITS)[number];

/** How long an entry lives: a duration, until the browser closes, or until the visitor deletes it. */
export type StorageLifetime = { amount: number; unit: LifetimeUnit } | 'session' | 'persistent';

/** One cookie or storage entry a service sets, as the second layer lists it. */
export interface StorageEntry {
  name: string;
  kind: StorageKind;
  lifetime: StorageLifetime;
}

export type Translated = Readonly<Record<Language, string>>;

/** A service as the consent configuration knows it, in every language (the revision covers them all). */
export interface ConsentServiceDefinition {
  id: string;
  category: ConsentCategory;
  name: Translated;
  vendor: Translated;
  purpose: Translated;
  storage: readonly StorageEntry[];
  /**
   * The https origins the service's script talks to (a pixel's, from the
   * console): the pages' Content-Security-Policy allows these and no other.
   * Not part of the revision: it says where the browser may connect, not
   * what the visitor consents to.
   */
  origins?: readonly string[];
}

const OPERATOR: Translated = {
  de: 'Betreiber dieser Website',
  es: 'Titular de este sitio web',
  fr: 'Éditeur de ce site',
};

/**
 * The site's own services (what the shell stores on the device). The
 * tracking pixels of the database join them in their categories. Change
 * a name here when the shell's storage changes: the revision follows.
 */
export const FIRST_PARTY_SERVICES: readonly ConsentServiceDefinition[] = [
  {
    id: 'consent',
    category: 'necessary',
    name: { de: 'Einwilligung', es: 'Consentimiento', fr: 'Consentement' },
    vendor: OPERATOR,
    purpose: {
      de: 'Speichert deine Auswahl in diesem Banner, damit wir dich nicht bei jedem Aufruf erneut fragen und sie nachweisen können.',
      es: 'Guarda tu elección en este aviso para no preguntarte en cada visita y poder acreditarla.',
      fr: 'Enregistre ton choix dans ce bandeau pour ne pas te le redemander à chaque visite et pouvoir le prouver.',
    },
    storage: [
      {
        name: CONSENT_COOKIE,
        kind: 'cookie',
        lifetime: { amount: CONSENT_MAX_AGE_MONTHS, unit: 'month' },
      },
    ],
  },
  {
    id: 'preferences',
    category: 'necessary',
    name: {
      de: 'Sprache, Land und Darstellung',
      es: 'Idioma, país y apariencia',
      fr: 'Langue, pays et apparence',
    },
    vendor: OPERATOR,
    purpose: {
      de: 'Merkt sich die Sprache, das Land und das helle oder dunkle Design, die du gewählt hast.',
      es: 'Recuerda el idioma, el país y el diseño claro u oscuro que has elegido.',
      fr: 'Retient la langue, le pays et le thème clair ou sombre que tu as choisis.',
    },
    storage: [
      { name: 'pref_country', kind: 'cookie', lifetime: { amount: 1, unit: 'year' } },
      { name: 'pref_language', kind: 'cookie', lifetime: { amount: 1, unit: 'year' } },
      { name: 'pref_theme', kind: 'cookie', lifetime: { amount: 1, unit: 'year' } },
      { name: 'country', kind: 'localStorage', lifetime: 'persistent' },
      { name: 'language', kind: 'localStorage', lifetime: 'persistent' },
      { name: 'theme', kind: 'localStorage', lifetime: 'persistent' },
    ],
  },
  {
    // Necessary: set only when the visitor votes, for the vote they asked for.
    id: 'board-votes',
    category: 'necessary',
    name: {
      de: 'Deine Stimmen im Ideen-Board',
      es: 'Tus votos en el tablón de ideas',
      fr: 'Tes votes sur le tableau des idées',
    },
    vendor: OPERATOR,
    purpose: {
      de: 'Wird erst gesetzt, wenn du im Ideen-Board abstimmst: Eine Zufallskennung merkt sich, wofür du gestimmt hast, damit jede Stimme nur einmal zählt und du sie zurücknehmen kannst.',
      es: 'Solo se crea cuando votas en el tablón de ideas: un identificador aleatorio recuerda qué has votado para que cada voto cuente una sola vez y puedas retirarlo.',
      fr: 'N’est créé que lorsque tu votes sur le tableau des idées : un identifiant aléatoire retient ce pour quoi tu as voté, pour que chaque vote ne compte qu’une fois et que tu puisses le retirer.',
    },
    storage: [
      {
        name: BOARD_VOTER_COOKIE,
        kind: 'cookie',
        lifetime: { amount: BOARD_VOTER_COOKIE_DAYS, unit: 'day' },
      },
    ],
  },
  {
    id: 'visitor-count',
    category: 'statistics',
    name: {
      de: 'Besuchsstatistik mit Besucher-ID',
      es: 'Estadística de visitas con ID de visitante',
      fr: 'Statistiques de visite avec identifiant de visiteur',
    },
    vendor: OPERATOR,
    purpose: {
      de: 'Erkennt deinen Browser 30 Tage lang wieder, damit wir Seitenaufrufe und Downloads genauer zählen können. Ohne Einwilligung zählen wir ohne Cookie und ohne deine IP-Adresse zu speichern.',
      es: 'Reconoce tu navegador durante 30 días para contar con más precisión las visitas y descargas. Sin consentimiento contamos sin cookie y sin guardar tu dirección IP.',
      fr: 'Reconnaît ton navigateur pendant 30 jours pour compter plus précisément les visites et les téléchargements. Sans consentement, nous comptons sans cookie et sans enregistrer ton adresse IP.',
    },
    storage: [
      { name: 'visitor_id', kind: 'cookie', lifetime: { amount: 30, unit: 'day' } },
      { name: 'pageview:*', kind: 'sessionStorage', lifetime: 'session' },
    ],
  },
  {
    // Statistik or Marketing: kept while either is granted, deleted when both are denied.
    id: 'campaign-attribution',
    category: 'statistics',
    name: {
      de: 'Kampagnen-Zuordnung',
      es: 'Atribución de campañas',
      fr: 'Attribution des campagnes',
    },
    vendor: OPERATOR,
    purpose: {
      de: 'Merkt sich 90 Tage lang, über welche Kampagne, Quelle oder Website du zuerst und zuletzt zu uns gekommen bist (utm-Parameter, Name der verweisenden Website, Einstiegsseite), damit wir sehen, welche Werbung wirkt. Gilt mit Statistik- oder Marketing-Einwilligung; ohne merken wir uns das nur auf der aktuellen Seite.',
      es: 'Recuerda durante 90 días por qué campaña, fuente o web llegaste a nosotros la primera y la última vez (parámetros utm, nombre de la web de referencia, página de entrada), para saber qué publicidad funciona. Se aplica con consentimiento de estadística o de marketing; sin él solo lo recordamos en la página actual.',
      fr: 'Retient pendant 90 jours par quelle campagne, source ou site tu es venu chez nous la première et la dernière fois (paramètres utm, nom du site référent, page d’entrée), pour savoir quelle publicité fonctionne. S’applique avec le consentement statistiques ou marketing ; sans lui, nous ne le retenons que sur la page en cours.',
    },
    storage: [
      {
        name: ATTRIBUTION_COOKIE,
        kind: 'cookie',
        lifetime: { amount: ATTRIBUTION_MAX_AGE_DAYS, unit: 'day' },
      },
    ],
  },
];
