/** German texts, verbatim from SPEC §2/§8 where the spec gives them. The catalog type every language follows. */
export const de = {
  /** Entries this section adds to the site's menus. */
  menu: { roadmap: 'Ausblick', feedback: 'Was willst du?' },
  feedback: {
    metaTitle: 'Feedback – Was willst du?',
    metaDescription:
      'Sag uns, was dir als Kleinunternehmer das Leben schwer macht – wir bauen, was dir wirklich hilft.',
    heading: 'Was willst DU eigentlich?',
    intro:
      'Du führst ein kleines Unternehmen und weißt am besten, wo es hakt. Sag uns, was dir die Arbeit schwer macht – wir bauen, was dir wirklich hilft.',
    label: 'Sei ehrlich, bitte...',
    placeholder:
      'Was sollen wir lösen, damit du als Kleinunternehmer morgen ein leichteres Leben hast? Zum Beispiel: „Ich verliere jede Woche Stunden mit …“',
    boardNote:
      'Dein Eintrag erscheint später auf einem öffentlichen Voting-Board, auf dem andere abstimmen können. Bitte schreib nichts Verletzendes und keine persönlichen Daten.',
    submit: 'JETZT absenden',
    sending: 'Wird gesendet...',
    thanksTitle: 'Vielen Dank!',
    thanksText:
      'Dein Feedback wurde übermittelt. Wir lesen jeden Eintrag und prüfen ihn sorgfältig.',
    again: 'Weiteres Feedback senden',
    toastSuccessTitle: 'Vielen Dank!',
    toastSuccessText: 'Dein Feedback wurde erfolgreich übermittelt.',
    toastErrorTitle: 'Fehler',
    toastErrorFallback: 'Feedback konnte nicht gesendet werden.',
  },
  roadmap: {
    metaTitle: 'Ausblick – unsere Roadmap',
    metaDescription:
      'Was wir für kleine Unternehmen geschafft haben, woran wir arbeiten und was als Nächstes kommt.',
    heading: 'Ausblick',
    intro: 'Was wir schon geschafft haben, woran wir gerade arbeiten und was als Nächstes kommt.',
    current: 'Aktuell',
    status: { completed: 'Erledigt', current: 'In Arbeit', upcoming: 'Geplant' },
    items: {
      ebooks: {
        date: '15.09.2025',
        title: 'Start der E-Book-Bibliothek',
        description:
          'Kostenlose Social-Media-E-Books mit Tipps und Strategien für kleine Unternehmen.',
      },
      stories: {
        date: '01.10.2025',
        title: 'Erfolgsgeschichten',
        description:
          'Unternehmerinnen und Unternehmer erzählen, wie sie mit Social Media neue Kunden gewinnen.',
      },
      verifactu: {
        date: '01.11.2025',
        title: 'Verifactu-Ratgeber für Spanien',
        description: 'Alles zur neuen Kassenpflicht in Spanien – mit Schnelltest und Checkliste.',
      },
      payment: {
        date: '15.12.2025',
        title: 'helloPayment Voranmeldung',
        description:
          'Schneller bezahlt werden: Zahlungsanbieter vergleichen und direkt voranmelden.',
      },
      posts: {
        date: 'Q1 2026',
        title: 'Fertige Social-Media-Posts',
        description: 'Jede Woche fertige Beiträge für deine Branche – anpassen, posten, fertig.',
      },
      websites: {
        date: 'Q2 2026',
        title: 'Einfache Websites',
        description:
          'Deine eigene Website in wenigen Minuten – verbunden mit deiner helloCASH-Kasse.',
      },
    },
  },
};

type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
export type FeedbackCatalog = Catalog<typeof de>;
