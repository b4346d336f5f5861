/** Shell texts in German (SPEC §2 verbatim where given); the catalog type for every language. */
export const de = {
  meta: {
    siteName: 'helloMarketing',
    homeTitle: 'Mehr Kunden für kleine Unternehmen',
    homeDescription:
      'Kostenlose Social-Media-E-Books, einfache Websites und moderne Kassen: helloMarketing hilft kleinen Unternehmen, Aufmerksamkeit in zahlende Kunden zu verwandeln.',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundDescription: 'Diese Seite gibt es nicht.',
  },
  nav: {
    label: 'Hauptnavigation',
    home: 'Home',
    roadmap: 'Ausblick',
    feedback: 'Feedback',
    country: 'Land',
    language: 'Sprache',
    theme: 'Theme',
    themeToggle: 'Helles oder dunkles Design wählen',
    skipToContent: 'Zum Inhalt springen',
  },
  countries: { DE: 'Deutschland', ES: 'Spanien', FR: 'Frankreich' },
  languages: { de: 'Deutsch', es: 'Español', fr: 'Français' },
  footer: {
    blurb:
      'helloMarketing bringt kleinen Unternehmen mehr Sichtbarkeit und zahlende Kunden – mit kostenlosen Social-Media-E-Books, einfachen Websites und den Kassenlösungen von helloCASH.',
    legal: 'Rechtliches',
    imprint: 'Impressum',
    privacy: 'Datenschutz',
    nextSteps: 'Die nächsten Schritte',
    feedback: 'Was willst du?',
    roadmap: 'Ausblick',
    newTab: '(öffnet in neuem Tab)',
    copyright: '© 2025 helloMarketing. Alle E-Books sind kostenlos zum Herunterladen und Teilen.',
  },
  home: {
    claim: 'Mehr als 47 % der Kleinunternehmer sagen: Wir brauchen mehr Kunden.',
    source: 'Quelle: Umfrage unter österreichischen Kleinunternehmern, 2024',
    title: 'Aufmerksamkeit, die zu zahlenden Kunden wird.',
    text: 'Wir zeigen dir, wie du mit Social Media, einer einfachen Website und einer modernen Kasse mehr Menschen erreichst – und aus Interessenten Stammkunden machst.',
    cta: 'Jetzt Kunden gewinnen',
    more: 'Mehr erfahren',
  },
  section: {
    loading: 'Lade Bereich...',
    unavailableTitle: 'Dieser Bereich ist gerade nicht erreichbar',
    unavailableText:
      'Beim Laden ist etwas schiefgelaufen. Der Rest der Seite funktioniert weiter – versuche es gleich noch einmal.',
    retry: 'Erneut versuchen',
  },
  notFound: {
    title: '404 Page Not Found',
    hint: 'Die Adresse {{path}} passt zu keiner Seite. Prüfe die URL auf Tippfehler – oder starte auf der Startseite neu.',
    home: 'Zur Startseite',
  },
};

type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
export type ShellCatalog = Catalog<typeof de>;
