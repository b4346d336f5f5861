/**
 * German texts, verbatim from SPEC §2/§4/§8 where the spec gives them. The
 * catalog type every language follows. The site says "du"; the success toast
 * keeps the spec's own "Ihre … bei Ihnen" (SPEC §8, quoted verbatim).
 */
export const de = {
  /** Entries this section adds to the site's menus. */
  menu: { payment: 'schneller bezahlt werden' },
  comparison: {
    metaTitle: 'helloPayment – Zahlungsanbieter vergleichen',
    metaDescription:
      'Kartenzahlung direkt an der helloCASH-Kasse: Mollie und Adyen im Vergleich, mit Gebühren und unverbindlicher Voranmeldung.',
    title: 'helloPayment: schneller bezahlt werden',
    intro:
      'Nimm Kartenzahlungen direkt an deiner helloCASH-Kasse an: Der Betrag geht automatisch an das Terminal, die Zahlung erscheint im Tagesabschluss. Vergleiche zwei Zahlungsanbieter und melde dich unverbindlich vor.',
    details: 'Mehr Details',
    preregister: 'Jetzt voranmelden',
    aboutProvider: 'zu {{provider}}',
  },
  pricing: {
    perTransaction: '{{percent}} + {{fixed}}',
    perTransactionNote: 'pro erfolgreicher Transaktion',
    setupFee: 'Einrichtungsgebühr',
    monthlyFee: 'Monatliche Gebühr',
    payoutFee: 'Auszahlungsgebühr',
    payout: 'Auszahlung',
    payoutDays: 'in {{min}}–{{max}} Werktagen',
    individual: 'Individuelle Preisgestaltung',
    individualNote: 'Konditionen nach Umsatz, Branche und Zahlungsmitteln',
  },
  providers: {
    mollie: {
      tagline: 'Transparente Gebühren ohne Fixkosten – ideal für kleine Betriebe.',
      metaTitle: 'Mollie mit helloCASH – Kartenzahlung ohne Fixkosten',
      metaDescription:
        'Kartenzahlung an der helloCASH-Kasse mit Mollie: ein fester Satz pro erfolgreicher Transaktion, keine Einrichtungs- oder Monatsgebühr, schnelle Auszahlung.',
      title: 'Mollie mit helloCASH',
      intro:
        'Mollie ist ein europäischer Zahlungsdienstleister aus Amsterdam. Mit helloPayment nimmst du Kartenzahlungen über Mollie direkt an deiner helloCASH-Kasse an – und zahlst nur, wenn du tatsächlich kassierst.',
      benefits: [
        'Keine Einrichtungsgebühr, keine Monatsgebühr, keine Mindestlaufzeit',
        'Du zahlst nur für erfolgreiche Transaktionen',
        'Schnelle Auszahlung auf dein Geschäftskonto, ohne Auszahlungsgebühr',
        'Kartenzahlungen erscheinen automatisch im Tagesabschluss von helloCASH',
      ],
      pricingText:
        'Ein fester Satz pro erfolgreicher Transaktion, sonst nichts. Abgelehnte oder abgebrochene Zahlungen kosten dich nichts.',
      terminal: [
        'Kontaktlos per NFC sowie mit Chip und PIN',
        'Visa, Mastercard, Apple Pay und Google Pay',
        'helloCASH übergibt den Betrag automatisch an das Terminal – kein doppeltes Eintippen',
        'Zahlungsstatus und Beleg direkt in der Kasse',
      ],
      audience: [
        'Einzelhandel und Hofläden',
        'Cafés, Bäckereien und kleine Gastronomie',
        'Friseur- und Beautysalons',
        'Gründerinnen und Gründer sowie Betriebe mit schwankendem Umsatz',
      ],
    },
    adyen: {
      tagline: 'Die Zahlungsplattform für wachsende Unternehmen mit mehreren Standorten.',
      metaTitle: 'Adyen mit helloCASH – Kartenzahlung für wachsende Unternehmen',
      metaDescription:
        'Kartenzahlung an der helloCASH-Kasse mit Adyen: individuelle Preisgestaltung, alle Standorte und Zahlungsarten auf einer Plattform.',
      title: 'Adyen mit helloCASH',
      intro:
        'Adyen ist eine internationale Zahlungsplattform aus Amsterdam, die Zahlungen im Geschäft, online und mobil zusammenführt. Mit helloPayment verbindest du Adyen direkt mit deiner helloCASH-Kasse.',
      benefits: [
        'Konditionen, die zu deinem Umsatz und deinen Zahlungsarten passen',
        'Alle Filialen und Kassen in einem gemeinsamen Reporting',
        'Zahlungen im Geschäft und online auf einer Plattform',
        'Integrierte Risikoprüfung zum Schutz vor Betrug',
      ],
      pricingText:
        'Adyen kalkuliert die Gebühren individuell – nach Umsatz, Branche und den Zahlungsarten, die deine Kundschaft nutzt. Nach der Voranmeldung bekommst du ein persönliches Angebot.',
      terminal: [
        'Stationäre und mobile Terminals, kontaktlos sowie mit Chip und PIN',
        'Internationale Karten, Apple Pay und Google Pay',
        'helloCASH übergibt den Betrag automatisch an das Terminal',
        'Terminals mehrerer Standorte zentral verwalten',
      ],
      audience: [
        'Filialbetriebe und Franchise-Unternehmen',
        'Gastronomie und Handel mit hohem Kartenumsatz',
        'Händlerinnen und Händler mit Geschäft und Online-Shop',
        'Unternehmen, die in mehreren Ländern verkaufen',
      ],
    },
  },
  page: {
    back: 'Zurück zum Anbietervergleich',
    benefits: 'Deine Vorteile',
    pricing: 'Preismodell',
    terminal: 'Terminal-Funktionen',
    audience: 'Für wen geeignet?',
  },
  preregistration: {
    title: 'Jetzt für {{provider}} voranmelden',
    intro:
      'Unverbindlich und kostenlos: Wir melden uns bei dir, sobald Kartenzahlung mit {{provider}} in helloCASH für dich bereitsteht.',
    email: 'Email-Adresse*',
    emailPlaceholder: 'name@dein-unternehmen.de',
    interest: 'Wie groß ist dein Interesse?',
    interestLevels: {
      low: 'Niedrig - Nur Information',
      medium: 'Mittel - Plane für später',
      high: 'Hoch - Sofort starten',
    },
    required: '* Pflichtfeld',
    privacy: 'Wir verwenden deine Email-Adresse nur, um dich zu helloPayment zu kontaktieren.',
    honeypot: 'Website (bitte leer lassen)',
    submit: 'Jetzt voranmelden',
    sending: 'Wird gespeichert...',
    successTitle: '✓ Erfolgreich vorangemeldet!',
    successText: 'Deine Voranmeldung für {{provider}} ist gespeichert. Wir melden uns bei dir.',
    toastSuccessTitle: 'Vielen Dank!',
    toastSuccessText: 'Ihre Voranmeldung wurde erfolgreich gespeichert. Wir melden uns bei Ihnen.',
    toastErrorTitle: 'Fehler',
    toastErrorFallback: 'Voranmeldung konnte nicht gespeichert werden',
  },
};

type Catalog<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends string[] ? string[] : Catalog<T[K]>;
};
export type PaymentCatalog = Catalog<typeof de>;
