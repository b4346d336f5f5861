/** German texts, verbatim from SPEC §2/§8 where the spec gives them. The catalog type every language follows. */
export const de = {
  /** Entries this section adds to the site's menus. */
  menu: {
    brandProducts: 'Alle helloMarketing-Produkte',
    website: 'Website-Lösung',
    socialMedia: 'Social-Media-Lösung',
    posProducts: 'Alle helloCASH-Produkte',
    posSystem: 'Kassensystem',
    benefits: 'Vorteile',
  },
  lines: {
    marketing: {
      metaTitle: '{{brand}} – Produkte für mehr Kunden',
      metaDescription:
        'Website, Social Media und Bewertungen: die Lösungen von {{brand}}, mit denen kleine Unternehmen online gefunden werden und neue Kunden gewinnen.',
      title: 'Die Produkte von {{brand}}',
      intro:
        'Mehr Sichtbarkeit, mehr Anfragen, mehr Kunden: Lösungen, mit denen kleine Unternehmen online gefunden werden.',
    },
    pos: {
      metaTitle: '{{brand}} – Kassensystem und Zahlungen',
      metaDescription:
        'Registrierkasse, Kartenzahlung und Auswertungen: die Produkte von {{brand}} für alles, was dein Betrieb an der Kasse braucht.',
      title: 'Die Produkte von {{brand}}',
      intro:
        'Kassieren, auswerten, schneller bezahlt werden: alles, was dein Betrieb an der Kasse braucht.',
    },
  },
  /** A product's monthly price from (its card, its page). */
  price: { from: 'ab {{amount}} / Monat' },
  list: {
    loading: 'Lade Produkte...',
    empty: 'Keine Produkte verfügbar',
    emptyHint:
      'In deinem Land bieten wir in dieser Produktlinie gerade nichts an. Schau bald wieder vorbei.',
    error: 'Die Produkte konnten gerade nicht geladen werden.',
    retry: 'Erneut versuchen',
    more: 'Mehr erfahren',
    moreAbout: 'über {{name}}',
  },
  detail: {
    loading: 'Lade Produkt...',
    notFound: 'Produkt nicht gefunden',
    notFoundText: 'Das gesuchte Produkt existiert nicht oder wird nicht mehr angeboten.',
    error: 'Das Produkt konnte gerade nicht geladen werden.',
    retry: 'Erneut versuchen',
    features: 'Features & Vorteile',
    back: 'Alle Produkte von {{brand}}',
    home: 'Zur Startseite',
    newTab: '(öffnet in einem neuen Tab)',
    previewNotice:
      'Vorschau: Diese Seite ist nur über den Vorschau-Link aus der Konsole zu sehen, bis das Produkt aktiviert ist.',
  },
  contact: {
    title: 'Beratung anfragen',
    intro: 'Fragen zu „{{product}}“? Schreib uns – wir beraten dich kostenlos und unverbindlich.',
    cta: 'Beratung anfragen',
    name: 'Name*',
    business: 'Unternehmen*',
    email: 'E-Mail-Adresse*',
    emailPlaceholder: 'du@beispiel.de',
    phone: 'Telefon (optional)',
    message: 'Deine Nachricht*',
    messagePlaceholder: 'Was brauchst du, und bis wann?',
    honeypot: 'Website (bitte leer lassen)',
    required: '* Pflichtfeld',
    submit: 'Beratung anfragen',
    sending: 'Wird gesendet...',
    privacy: 'Wir verwenden deine Angaben nur, um deine Anfrage zu beantworten.',
    successTitle: 'Danke für deine Anfrage!',
    successText: 'Wir haben deine Anfrage zu {{product}} erhalten und melden uns bald bei dir.',
    again: 'Weitere Anfrage senden',
    errorTitle: 'Fehler',
    errorFallback: 'Deine Anfrage konnte gerade nicht gesendet werden. Bitte versuche es erneut.',
  },
};

type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
export type ProductsCatalog = Catalog<typeof de>;
