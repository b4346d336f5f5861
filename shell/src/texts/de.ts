/** Shell texts in German (SPEC §2 verbatim where given); the catalog type for every language. */
export const de = {
  meta: {
    siteName: 'helloMarketing',
    homeTitle: 'Mehr Kunden für kleine Unternehmen',
    homeDescription:
      'Kostenlose Social-Media-E-Books, einfache Websites und moderne Kassen: helloMarketing hilft kleinen Unternehmen, Aufmerksamkeit in zahlende Kunden zu verwandeln.',
    aboutTitle: 'Was ist helloMarketing?',
    aboutDescription:
      'Kostenlose E-Books, praxisnahe Strategien und Tipps für alle Plattformen: So hilft helloMarketing kleinen Unternehmen, mehr Kunden zu gewinnen.',
    whyTitle: 'helloCash <> helloMarketing',
    whyDescription:
      'Warum helloCASH jetzt auch Marketing macht: fertige Social-Media-Posts, einfache Websites und Lösungen, die automatisch Kunden bringen.',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundDescription: 'Diese Seite gibt es nicht.',
    consentTitle: 'Cookie-Einstellungen',
    consentDescription:
      'Welche Cookies und ähnlichen Technologien helloMarketing nutzt, wofür und wie lange – und deine Auswahl für Statistik und Marketing, jederzeit änderbar.',
    searchTitle: 'Suche',
    searchDescription:
      'Durchsuche E-Books, Produkte, Erfolgsgeschichten, Verifactu-Ratgeber und mehr – in deiner Sprache.',
  },
  nav: {
    label: 'Hauptnavigation',
    menu: 'Menü',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    country: 'Land',
    language: 'Sprache',
    theme: 'Theme',
    applyLocale: 'Übernehmen',
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
    newTab: '(öffnet in neuem Tab)',
    cookieSettings: 'Cookie-Einstellungen',
    copyright: '© 2025 helloMarketing. Alle E-Books sind kostenlos zum Herunterladen und Teilen.',
  },
  home: {
    claim: 'Mehr als 47 % der Kleinunternehmer sagen: Wir brauchen mehr Kunden.',
    source: 'Quelle: Umfrage unter österreichischen Kleinunternehmern, 2024',
    title: 'Aufmerksamkeit, die zu zahlenden Kunden wird.',
    text: 'Wir zeigen dir, wie du mit Social Media, einer einfachen Website und einer modernen Kasse mehr Menschen erreichst – und aus Interessenten Stammkunden machst.',
    cta: 'Jetzt Kunden gewinnen',
    more: 'Mehr erfahren',
    /** The blocks below the hero (issue 19): featured e-books, both product lines, stories, closing call. */
    ebooksTitle: 'Die beliebtesten Gratis-E-Books',
    ebooksText:
      'Am häufigsten heruntergeladen und kostenlos für dich: lesen, umsetzen, neue Kunden gewinnen.',
    allEbooks: 'Alle E-Books ansehen',
    productsTitle: 'Lösungen für dein Geschäft',
    productsText: 'Mehr Sichtbarkeit mit helloMarketing, einfacher kassieren mit helloCASH.',
    marketingText: 'Website, Social Media und Bewertungen, die dir neue Kundschaft bringen.',
    marketingAll: 'Alle helloMarketing-Produkte',
    posText: 'Die Kasse für Tablet, PC und Smartphone – mit Kartenzahlung und Auswertungen.',
    posAll: 'Alle helloCASH-Produkte',
    storiesTitle: 'Das sagen kleine Unternehmen',
    storiesText: 'Echte Betriebe aus deinem Land erzählen, was sich für sie verändert hat.',
    allStories: 'Alle Erfolgsgeschichten lesen',
    ctaTitle: 'Bereit für mehr Kundschaft?',
    ctaText:
      'Starte heute mit einem kostenlosen E-Book – oder lass dich persönlich und unverbindlich beraten.',
    ctaEbooks: 'Gratis-E-Book holen',
    ctaContact: 'Beratung anfragen',
  },
  about: {
    title: 'Was ist helloMarketing?',
    intro:
      'helloMarketing ist das Marketing-Angebot von helloCASH für kleine Unternehmen: kostenloses Wissen, klare Anleitungen und einfache Werkzeuge, damit aus Aufmerksamkeit im Netz echte Kundschaft in deinem Geschäft wird.',
    resourcesTitle: 'Kostenlose Ressourcen',
    resourcesText:
      'E-Books zu Facebook, Instagram, TikTok und Google – gratis zum Herunterladen und Weitergeben, ohne Abo und ohne Haken.',
    strategiesTitle: 'Praxisnahe Strategien',
    strategiesText:
      'Keine Theorie aus dem Elfenbeinturm: Schritt-für-Schritt-Anleitungen, die du zwischen zwei Kunden umsetzen kannst.',
    platformsTitle: 'Für alle Plattformen',
    platformsText:
      'Ob Social Media, eigene Website oder Google-Profil – wir zeigen dir, welcher Kanal zu deinem Geschäft passt und wie du ihn nutzt.',
    cta: 'Zu den kostenlosen E-Books',
  },
  why: {
    title: 'helloCash <> helloMarketing',
    heading: 'Warum wir jetzt auch Marketing machen',
    intro:
      'Seit Jahren bringt helloCASH die Kasse von tausenden kleinen Betrieben in Ordnung. Dabei hören wir immer wieder dasselbe: Die Kasse läuft – aber es kommen zu wenige Kunden. Deshalb gibt es helloMarketing.',
    postsTitle: 'Fertige Social-Media-Posts',
    postsText:
      'Vorlagen für Beiträge und Stories, die zu deiner Branche passen. Anpassen, posten, fertig – in Minuten statt Stunden.',
    websitesTitle: 'Einfache Websites',
    websitesText:
      'Eine schnelle, schöne Website mit Öffnungszeiten, Angebot und Kontakt – ohne Agentur, ohne Technikwissen.',
    automationTitle: 'Lösungen, die automatisch Kunden bringen',
    automationText:
      'Bewertungen, Erinnerungen und Angebote, die von selbst laufen und Stammkunden zurück in dein Geschäft holen.',
    missionTitle: 'Unsere Mission',
    missionText:
      'Kleine Unternehmen sollen dieselben Chancen haben wie die großen Ketten. Wir machen Marketing so einfach wie das Kassieren: verständlich, bezahlbar und mit Ergebnissen, die du in deinem Geschäft spürst.',
    closingTitle: 'Gemeinsam mehr Kunden gewinnen',
    closingText:
      'Starte mit einem kostenlosen E-Book oder erzähl uns, was du brauchst – wir bauen helloMarketing mit dir zusammen.',
    closingCta: 'Kostenlose E-Books ansehen',
    closingFeedback: 'Was willst du?',
  },
  /** A page the server could not render (500), and the reference any error page shows. */
  error: {
    title: 'Da ist etwas schiefgelaufen',
    text: 'Die Seite konnte gerade nicht geladen werden. Versuche es gleich noch einmal – wenn es dabei bleibt, nenn uns die Fehler-ID.',
    reference: 'Fehler-ID: {{id}}',
  },
  section: {
    loading: 'Lade Bereich...',
    unavailableTitle: 'Dieser Bereich ist gerade nicht erreichbar',
    unavailableText:
      'Beim Laden ist etwas schiefgelaufen. Der Rest der Seite funktioniert weiter – versuche es gleich noch einmal.',
    retry: 'Erneut versuchen',
  },
  consent: {
    title: 'Cookies und Datenschutz',
    text: 'Mit deiner Einwilligung nutzen wir Cookies und ähnliche Technologien für Statistik und Marketing. Ohne sie zählen wir Besuche anonym und ohne Cookie. Deine Wahl kannst du jederzeit unter „Cookie-Einstellungen“ ändern.',
    notice: 'Datenschutzhinweise',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    settings: 'Einstellungen',
    saved: 'Deine Auswahl ist gespeichert.',
    unavailable:
      'Deine Auswahl konnte gerade nicht gespeichert werden. Bitte versuche es gleich noch einmal.',
  },
  /** The site search (issue 40): the header's field and the results page. */
  search: {
    label: 'Website durchsuchen',
    placeholder: 'Suchen …',
    submit: 'Finden',
    field: 'Suchbegriff',
    title: 'Suche',
    prompt: 'Wonach suchst du? E-Books, Produkte, Verifactu-Fragen und mehr.',
    results_one: '{{count}} Treffer für „{{query}}“',
    results_other: '{{count}} Treffer für „{{query}}“',
    none: 'Keine Treffer für „{{query}}“',
    suggestions: 'Meintest du:',
    popularEbooks: 'Die meistgelesenen E-Books',
    contactText: 'Nichts Passendes dabei? Frag uns direkt.',
    contact: 'Zum Kontaktformular',
    onlyIn: 'nur {{countries}}',
    pages: 'Weitere Ergebnisse',
    previous: 'Zurück',
    next: 'Weiter',
    page: 'Seite {{page}} von {{pages}}',
    unavailable: 'Die Suche ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    suggestionsLabel: 'Vorschläge',
    hitCount_one: '{{count}} Treffer',
    hitCount_other: '{{count}} Treffer',
    kinds: {
      ebook: 'E-Book',
      product: 'Produkt',
      story: 'Erfolgsgeschichte',
      faq: 'FAQ',
      glossary: 'Glossar',
      roadmap: 'Roadmap',
      page: 'Seite',
    },
  },
  /** SPEC §2 verbatim: the heading stays English in German, as the spec shows it. */
  notFound: {
    title: '404 Page Not Found',
    hint: 'Die Adresse {{path}} passt zu keiner Seite. Prüfe die URL auf Tippfehler – oder starte auf der Startseite neu.',
    home: 'Zur Startseite',
  },
};

type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
export type ShellCatalog = Catalog<typeof de>;
