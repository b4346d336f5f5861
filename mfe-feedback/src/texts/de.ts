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
    /** A quarter on the timeline; days and months are formatted by Intl (roadmapItems.ts). */
    quarter: 'Q{{quarter}} {{year}}',
    status: { completed: 'Erledigt', current: 'In Arbeit', upcoming: 'Geplant' },
    failed: 'Der Ausblick konnte gerade nicht geladen werden.',
    previewNote:
      'Vorschau: Dieser Eintrag ist nur über den Vorschau-Link aus der Konsole zu sehen, bis er aktiviert ist.',
    previewInvalid: 'Vorschau-Link ungültig oder abgelaufen.',
    empty: 'Gerade steht nichts im Ausblick. Schau bald wieder vorbei.',
  },
  /** The voting board (issue 21); the visitors' entries appear as written. */
  board: {
    metaTitle: 'Ideen-Board – stimm für die besten Ideen',
    metaDescription:
      'Lies, was sich andere Kleinunternehmer von uns wünschen, und stimm für die Ideen, die dir am meisten helfen würden – ganz ohne Konto.',
    heading: 'Ideen-Board',
    intro:
      'Hier steht, was sich Kleinunternehmer wie du von uns wünschen. Stimm für die Ideen, die dir am meisten helfen würden – ganz ohne Konto. So sehen wir, was wirklich zählt.',
    submitIdea: 'Eigene Idee einreichen',
    filters: 'Ideen sortieren und filtern',
    sort: 'Sortieren nach',
    sorts: { votes: 'Meiste Stimmen', newest: 'Neueste zuerst' },
    status: 'Status',
    allStatuses: 'Alle',
    apply: 'Anzeigen',
    statuses: {
      open: 'Offen',
      planned: 'Geplant',
      in_progress: 'In Arbeit',
      done: 'Erledigt',
      declined: 'Abgelehnt',
    },
    total_one: '{{formatted}} Idee',
    total_other: '{{formatted}} Ideen',
    votes_one: '{{formatted}} Stimme',
    votes_other: '{{formatted}} Stimmen',
    vote: 'Dafür stimmen',
    unvote: 'Stimme zurücknehmen',
    voted: 'Danke, deine Stimme zählt.',
    unvoted: 'Deine Stimme ist zurückgenommen.',
    postedOn: 'Eingereicht am {{date}}',
    onRoadmap: 'Im Ausblick: {{title}}',
    onRoadmapPlain: 'Im Ausblick',
    honeypot: 'Bitte leer lassen',
    errors: {
      dailyCap:
        'Aus deinem Netz wurde heute schon oft für diese Idee gestimmt. Versuch es bitte morgen wieder.',
      gone: 'Diese Idee ist nicht mehr auf dem Board. Lade die Seite neu, um den aktuellen Stand zu sehen.',
      failed:
        'Deine Stimme konnte gerade nicht gespeichert werden. Versuch es bitte gleich noch einmal.',
    },
    loading: 'Ideen werden geladen…',
    failed: 'Das Ideen-Board konnte gerade nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty:
      'Noch keine Ideen auf dem Board. Schick uns deine – sie erscheint hier, sobald wir sie geprüft haben.',
    emptyFiltered: 'Keine Ideen mit diesem Status.',
    loadMore: 'Mehr laden',
    loadingMore: 'Weitere Ideen werden geladen…',
    loadedMore_one: '{{formatted}} weitere Idee geladen',
    loadedMore_other: '{{formatted}} weitere Ideen geladen',
    firstPage: 'Zurück zum Anfang',
    toBoard: 'Zum Ideen-Board – lies mit und stimm ab',
    feedbackLine: 'Was wünschen sich andere Kleinunternehmer?',
    thanksLine: 'Sobald wir deinen Eintrag geprüft haben, erscheint er im Ideen-Board.',
    roadmapLine: 'Was soll als Nächstes kommen? Sag es uns mit deiner Stimme.',
    roadmapVotes_one: '{{formatted}} Stimme im Ideen-Board',
    roadmapVotes_other: '{{formatted}} Stimmen im Ideen-Board',
  },
};

type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
export type FeedbackCatalog = Catalog<typeof de>;
