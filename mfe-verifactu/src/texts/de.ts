/**
 * German texts: verbatim from SPEC §2/§8 where the spec gives them ('Demnächst
 * verfügbar', 'Zurück zur Übersicht'). The catalog type every language follows.
 * What the whole section needs is here — the menu, the shared words, and each
 * page's title, description and heading (head, menu and breadcrumbs name pages
 * without loading them); the rest of a page's words live with the page
 * (features/<page>/<page>Texts.ts) and load with its chunk. Dates come in as
 * {{date}}: they live in content/obligationDates.ts, not in words.
 */
export const de = {
  /** Entries this section adds to the site's menus. */
  menu: { verifactu: 'Verifactu' },
  common: {
    back: 'Zurück zur Übersicht',
    comingSoon: 'Demnächst verfügbar',
    yes: 'Ja',
    no: 'Nein',
    showResult: 'Ergebnis anzeigen',
    resultHeading: 'Dein Ergebnis',
    helloCashCta: 'helloCASH entdecken',
    restart: 'Neu starten',
  },
  hub: {
    metaTitle: 'Verifactu in Spanien – alles zur neuen Kassenpflicht',
    metaDescription:
      'Ab wann gilt Verifactu, wen betrifft es und reicht deine Kasse? Schnelltest, Checkliste, Strafen, FAQ und Glossar für Unternehmen und Selbstständige in Spanien.',
    heading: 'Verifactu: die neue Kassenpflicht in Spanien',
  },
  howItWorks: {
    metaTitle: 'So funktioniert Verifactu',
    metaDescription:
      'Vom Verkauf bis zur Meldung an die AEAT: wie Verifactu jeden Beleg fälschungssicher macht – in vier Schritten.',
    heading: 'So funktioniert Verifactu',
  },
  deadlines: {
    metaTitle: 'Ab wann gilt Verifactu? Stichtage und Countdown',
    metaDescription:
      'Die Verifactu-Stichtage in Spanien für Unternehmen und Selbstständige, mit Countdown und Kalender-Erinnerung.',
    heading: 'Ab wann gilt Verifactu?',
  },
  registerCheck: {
    metaTitle: 'Reicht meine Kasse? Die Verifactu-Checkliste',
    metaDescription:
      'Fünf Fragen zu deiner Kasse: Unveränderbarkeit, Journal, Export, QR-Code und Zertifizierung. Du siehst sofort, was noch fehlt.',
    heading: 'Reicht meine Kasse?',
  },
  obligationCheck: {
    metaTitle: 'Muss ich Verifactu nutzen? Der Schnelltest',
    metaDescription:
      'Drei Ja/Nein-Fragen, eine klare Antwort: Findet Verifactu auf dein Unternehmen in Spanien Anwendung?',
    heading: 'Muss ich Verifactu nutzen?',
  },
  fines: {
    metaTitle: 'Verifactu-Strafen: welche Bußgelder drohen',
    metaDescription:
      'Bis zu 50.000 € Bußgeld: die vier Verstöße gegen Verifactu, ihre Strafrahmen und ihr Risiko.',
    heading: 'Welche Strafen drohen?',
  },
  industries: {
    hairBeauty: {
      metaTitle: 'Verifactu für Friseure und Beauty-Salons',
      metaDescription:
        'Was Verifactu für Friseur- und Beauty-Salons in Spanien bedeutet: ein Arbeitstag, ein Demo-Beleg und der Kassen-Check.',
      heading: 'Verifactu für Friseur & Beauty',
    },
    cafeGastro: {
      metaTitle: 'Verifactu für Cafés und Gastronomie',
      metaDescription:
        'Was Verifactu für Cafés, Bars und Restaurants in Spanien bedeutet: ein Arbeitstag, ein Demo-Beleg und der Kassen-Check.',
      heading: 'Verifactu für Café & Gastro',
    },
    retail: {
      metaTitle: 'Verifactu für den Einzelhandel',
      metaDescription:
        'Was Verifactu für Läden und Einzelhändler in Spanien bedeutet: ein Arbeitstag, ein Demo-Beleg und der Kassen-Check.',
      heading: 'Verifactu für den Einzelhandel',
    },
  },
  /** The PDF guide (features/guide): built from the same content as the pages. */
  guide: {
    fileName: 'verifactu-leitfaden.pdf',
    title: 'Verifactu-Leitfaden',
    subtitle:
      'Die neue Kassenpflicht in Spanien: Stichtage, Checks, Strafen und die häufigsten Fragen',
    author: 'helloCASH',
    keywords: 'Verifactu, Kassenpflicht, Spanien, AEAT, Rechnungsprogramm',
    obligationIntro: 'Die Pflicht gilt für dich, wenn du die drei Fragen so beantwortest:',
    checklistNote:
      'Hake ab, was deine Kasse kann. Jedes leere Kästchen ist eine Lücke, die du vor dem Stichtag schließen solltest.',
    fineRange: '{{range}} · {{risk}}',
    faqUnavailable:
      'Die häufigsten Fragen und Antworten findest du im Verifactu-Bereich von helloCASH unter „Häufige Fragen (FAQ)“.',
    disclaimer: 'Dieser Leitfaden gibt einen Überblick und ersetzt keine Steuerberatung.',
    footer: 'helloCASH · Verifactu-Leitfaden · Seite {{page}} von {{pages}}',
  },
  faq: {
    metaTitle: 'Verifactu FAQ – häufige Fragen',
    metaDescription:
      'Antworten auf die häufigsten Fragen zu Verifactu: Stichtage, Betroffene, Ausnahmen, Strafen und mehr.',
    heading: 'Häufige Fragen zu Verifactu',
  },
  glossary: {
    metaTitle: 'Verifactu-Glossar – Begriffe einfach erklärt',
    metaDescription:
      'VERI*FACTU, SIF, Huella, AEAT und mehr: die wichtigsten Begriffe rund um Verifactu einfach erklärt.',
    heading: 'Verifactu-Glossar',
  },
};

type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
export type VerifactuCatalog = Catalog<typeof de>;
