/**
 * German texts, verbatim from SPEC §2/§5/§8 where the spec gives them. The
 * catalog type every language follows. Counts use plural keys
 * (`_one`/`_other`) with the number already formatted for the language.
 */
export const de = {
  /** Entries this section adds to the site's menus. */
  menu: { ebooks: 'E-Books', stories: 'Erfolgsgeschichten' },
  list: {
    metaTitle: 'Social Media Tipps und Tricks – kostenlose E-Books',
    metaDescription:
      'Kostenlose E-Books mit professionellen Tipps und Strategien für Facebook, Instagram, TikTok und mehr – jetzt gratis herunterladen.',
    heading: 'Social Media Tipps & Tricks',
    intro:
      'Kostenlose E-Books mit praktischen Strategien für dein Unternehmen: herunterladen, umsetzen, neue Kunden gewinnen.',
    loading: 'Lade E-Books...',
    empty: 'Keine E-Books verfügbar',
  },
  card: {
    free: 'GRATIS DOWNLOAD',
    /** The count badge of an e-book nobody has downloaded yet (counts start at 1). */
    new: 'Neu',
    downloads_one: '{{formatted}}× heruntergeladen',
    downloads_other: '{{formatted}}× heruntergeladen',
    description: 'Professionelle Tipps und Strategien für {{category}}',
    more: 'Mehr erfahren & herunterladen',
  },
  detail: {
    previewNotice:
      'Vorschau: Diese Seite ist nur über den Vorschau-Link aus der Konsole zu sehen, bis das E-Book aktiviert ist.',
    metaDescription:
      'Professionelle Tipps und Strategien für {{category}} – jetzt kostenlos als E-Book herunterladen.',
    back: 'Zurück zu allen E-Books',
    highlightsTitle: 'Das erwartet dich:',
    download: 'Jetzt herunterladen - Kostenlos',
    loading: 'Lade E-Book...',
    notFoundTitle: 'E-Book nicht gefunden',
    notFoundText: 'Das gesuchte E-Book existiert nicht.',
    loadErrorTitle: 'E-Book nicht erreichbar',
    loadErrorText:
      'Das E-Book konnte gerade nicht geladen werden. Bitte versuche es gleich noch einmal.',
    retry: 'Erneut versuchen',
    popupBlocked: 'Dein Browser hat den neuen Tab blockiert.',
    openEbook: 'E-Book hier öffnen',
    newTab: '(öffnet in neuem Tab)',
  },
  ready: {
    title: 'Dein E-Book ist bereit',
    saved: 'Vielen Dank! Deine Email-Adresse ist gespeichert.',
    newsletter:
      'Vielen Dank! Bitte bestätige noch deine Newsletter-Anmeldung: Wir haben dir eine E-Mail geschickt.',
    open: 'E-Book öffnen',
  },
  dialog: {
    title: 'Gratis Download erhalten',
    text: 'Sichere dir "{{title}}" kostenlos!',
    emailLabel: 'Email-Adresse',
    emailPlaceholder: 'max@beispiel.de',
    submit: 'Jetzt herunterladen',
    sending: 'Wird gesendet...',
    newsletterNote:
      '1 Newsletter mit Tipps & Tricks pro Monat. Kostenlos. Abmeldung jederzeit möglich.',
    skip: 'Überspringen',
    close: 'Schließen',
    toastSuccessTitle: 'Vielen Dank!',
    toastSuccessText: 'Dein Download startet gleich.',
    newsletterLabel: 'Ja, ich möchte den Newsletter mit Tipps & Tricks bekommen.',
    newsletterConfirmNote: 'Du bekommst zuerst eine E-Mail, mit der du deine Anmeldung bestätigst.',
    toastConfirmText:
      'Dein Download startet gleich. Bitte bestätige noch deine Newsletter-Anmeldung: Wir haben dir eine E-Mail geschickt.',
    toastErrorTitle: 'Fehler',
    toastErrorText:
      'Email konnte nicht gespeichert werden. Versuche es erneut oder überspringe diesen Schritt.',
  },
  stories: {
    metaTitle: 'Erfolgsgeschichten – echte Unternehmen, echte Ergebnisse',
    metaDescription:
      'Kleine Unternehmen aus Deutschland, Spanien und Frankreich erzählen, wie sie mit Social Media neue Kunden gewinnen.',
    heading: 'Erfolgsgeschichten',
    intro: 'Kleine Unternehmen erzählen, wie sie mit Social Media neue Kunden gewonnen haben.',
    loading: 'Lade Erfolgsgeschichten...',
    empty: 'Noch keine Erfolgsgeschichten verfügbar.',
    industry: 'Branche',
    location: 'Ort',
    previewNote:
      'Vorschau: Diese Kundenstimme ist nur über den Vorschau-Link aus der Konsole zu sehen, bis sie aktiviert ist.',
    previewInvalid: 'Vorschau-Link ungültig oder abgelaufen.',
  },
  /** The newsletter's pages (double opt-in): the confirmation mail's link and every mail's unsubscribe link. */
  newsletter: {
    confirmMetaTitle: 'Newsletter-Anmeldung bestätigen',
    confirmMetaDescription:
      'Bestätige deine Anmeldung zum monatlichen Newsletter mit Tipps & Tricks.',
    confirmTitle: 'Newsletter-Anmeldung bestätigen',
    confirmText:
      'Bestätige hier, dass du unseren monatlichen Newsletter mit Tipps & Tricks an deine Adresse bekommen möchtest.',
    confirmButton: 'Anmeldung bestätigen',
    confirming: 'Wird bestätigt...',
    confirmedTitle: 'Danke, deine Anmeldung ist bestätigt!',
    confirmedText:
      'Ab jetzt bekommst du einmal im Monat unseren Newsletter. Abmelden kannst du dich jederzeit über den Link in jeder E-Mail.',
    expiredTitle: 'Dieser Link ist abgelaufen',
    expiredText:
      'Ein Bestätigungslink gilt 48 Stunden. Kreuze beim nächsten E-Book-Download einfach wieder den Newsletter an, dann schicken wir dir einen neuen Link.',
    usedTitle: 'Dieser Link wurde bereits verwendet',
    usedText: 'Mit diesem Link wurde die Anmeldung schon bestätigt. Du musst nichts weiter tun.',
    invalidTitle: 'Dieser Link ist ungültig',
    invalidText:
      'Bitte öffne den vollständigen Link aus der E-Mail. Hast du dich inzwischen abgemeldet, gilt er nicht mehr.',
    unsubscribeMetaTitle: 'Vom Newsletter abmelden',
    unsubscribeMetaDescription: 'Melde dich mit einem Klick vom Newsletter ab.',
    unsubscribeTitle: 'Vom Newsletter abmelden',
    unsubscribeText: 'Mit einem Klick bekommst du keine Newsletter-E-Mails mehr von uns.',
    unsubscribeButton: 'Abmelden',
    unsubscribing: 'Wird abgemeldet...',
    unsubscribedTitle: 'Du bist abgemeldet',
    unsubscribedText: 'Du bekommst keine Newsletter-E-Mails mehr von uns.',
    unsubscribeInvalidText:
      'Dieser Abmeldelink ist ungültig. Wurde deine Adresse schon gelöscht, bekommst du ohnehin keine E-Mails mehr von uns.',
    errorTitle: 'Fehler',
    errorText: 'Das hat gerade nicht geklappt. Bitte versuche es gleich noch einmal.',
    toEbooks: 'Zu den E-Books',
  },
};

type Catalog<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends string[] ? string[] : Catalog<T[K]>;
};
export type EbooksCatalog = Catalog<typeof de>;
