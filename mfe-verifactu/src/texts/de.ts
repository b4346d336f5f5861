/**
 * German texts: verbatim from SPEC §2/§8 where the spec gives them ('Demnächst
 * verfügbar', '2-Minuten-Check', 'Zurück zur Übersicht', the empty texts).
 * The catalog type every language follows. Dates come in as {{date}}: they
 * live in content/obligationDates.ts, not in words.
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
    lead: 'Spanien verlangt manipulationssichere Kassen- und Rechnungsprogramme. Hier erfährst du in wenigen Minuten, was auf dich zukommt – und wie du vorbereitet bist.',
    bannerTitle: 'Die Pflicht kommt – die Termine stehen fest',
    bannerCorporate: 'Ab {{date}} für körperschaftsteuerpflichtige Unternehmen',
    bannerEveryoneElse: 'Ab {{date}} für alle anderen – auch für Selbstständige',
    bannerNote:
      'Ursprünglich war Juli 2025 vorgesehen; die Pflicht wurde zweimal verschoben (RD 254/2025, RDL 15/2025).',
    audienceLabel: 'Für wen',
    audienceCompanies: 'Für Unternehmen (S.L., S.A.)',
    audienceSelfEmployed: 'Für Selbstständige (Autónomos)',
    twoMinuteCheck: '2-Minuten-Check',
    pdfGuide: 'PDF-Leitfaden herunterladen',
    pdfGuideNote: 'Stichtage, Checklisten, Strafen und FAQ zum Ausdrucken – als PDF.',
    questionsHeading: 'Deine Fragen zu Verifactu',
    comingSoonNote: 'Diese Seite wird gerade vorbereitet.',
    questions: {
      howItWorks: {
        title: 'Was ist Verifactu und wie funktioniert es?',
        text: 'Vom Verkauf bis zur Meldung an die Steuerbehörde – in vier Schritten erklärt.',
        cta: 'So funktioniert es',
      },
      deadlines: {
        title: 'Ab wann gilt die Pflicht für mich?',
        text: 'Alle Stichtage für Unternehmen und Selbstständige, mit Countdown.',
        cta: 'Zu den Stichtagen',
      },
      obligation: {
        title: 'Muss ich Verifactu nutzen?',
        text: 'Drei Fragen, eine klare Antwort – mit Begründung.',
        cta: 'Zum Schnelltest',
      },
      register: {
        title: 'Reicht meine Kasse?',
        text: 'Die 5-Punkte-Checkliste für deine Kasse.',
        cta: 'Zur Checkliste',
      },
      fines: {
        title: 'Welche Strafen drohen?',
        text: 'Bußgelder und Risiken im Überblick.',
        cta: 'Zu den Strafen',
      },
    },
    industryCta: 'Mehr zu deiner Branche',
    industriesHeading: 'Verifactu in deiner Branche',
    industries: {
      hairBeauty: {
        title: 'Friseur & Beauty',
        text: 'Termine, Behandlungen, Produkte – ein Salon-Tag mit Verifactu.',
      },
      cafeGastro: {
        title: 'Café & Gastro',
        text: 'Vom Frühstück bis zum Tagesabschluss – schnell kassieren, sauber melden.',
      },
      retail: {
        title: 'Einzelhandel',
        text: 'Verkauf, Umtausch, Gutschein – alles revisionssicher belegt.',
      },
    },
    moreHeading: 'Noch Fragen?',
    faqLink: 'Häufige Fragen (FAQ)',
    glossaryLink: 'Glossar',
  },
  howItWorks: {
    metaTitle: 'So funktioniert Verifactu',
    metaDescription:
      'Vom Verkauf bis zur Meldung an die AEAT: wie Verifactu jeden Beleg fälschungssicher macht – in vier Schritten.',
    heading: 'So funktioniert Verifactu',
    lead: 'Verifactu sorgt dafür, dass jeder Beleg vollständig, nachvollziehbar und unveränderbar ist. Für dich ändert sich beim Kassieren kaum etwas – die Arbeit macht deine Kasse.',
    stepsHeading: 'In vier Schritten',
    steps: {
      sale: {
        title: 'Verkauf erfassen',
        text: 'Du kassierst wie gewohnt. Deine Kasse erstellt für jeden Verkauf einen Rechnungsdatensatz.',
      },
      chain: {
        title: 'Datensatz verketten',
        text: 'Jeder Datensatz erhält einen digitalen Fingerabdruck (Hash), der den vorherigen enthält. So fällt jede nachträgliche Änderung sofort auf.',
      },
      receipt: {
        title: 'Beleg mit QR-Code',
        text: 'Auf jedem Beleg steht ein QR-Code. Deine Kundschaft kann damit bei der Steuerbehörde prüfen, ob der Beleg gemeldet wurde.',
      },
      submit: {
        title: 'Meldung an die AEAT',
        text: 'Im VERI*FACTU-Modus sendet die Kasse jeden Datensatz automatisch an die spanische Steuerbehörde (AEAT). Fällt das Internet aus, wird später nachgesendet.',
      },
    },
    videoHeading: 'Verifactu im Video',
    videoComing: 'Das Erklärvideo folgt in Kürze.',
    playVideo: 'Video abspielen',
  },
  deadlines: {
    metaTitle: 'Ab wann gilt Verifactu? Stichtage und Countdown',
    metaDescription:
      'Die Verifactu-Stichtage in Spanien für Unternehmen und Selbstständige, mit Countdown und Kalender-Erinnerung.',
    heading: 'Ab wann gilt Verifactu?',
    lead: 'Die Pflicht wurde zweimal verschoben. Das sind die Termine, die jetzt gelten – rechtzeitig umstellen heißt entspannt bleiben.',
    audiences: {
      corporate: {
        title: 'Unternehmen',
        who: 'Für alle, die Körperschaftsteuer zahlen (Impuesto sobre Sociedades), z. B. S.L. und S.A.',
      },
      everyoneElse: {
        title: 'Selbstständige und alle anderen',
        who: 'Für Selbstständige (Autónomos) und alle übrigen Steuerpflichtigen, z. B. Personengesellschaften.',
      },
    },
    deadlineLabel: 'Stichtag: {{date}}',
    countdownLabel: 'Noch bis zum Stichtag',
    units: { days: 'Tage', hours: 'Stunden', minutes: 'Minuten', seconds: 'Sekunden' },
    reached: 'Die Pflicht gilt seit dem {{date}}.',
    remind: 'Im Kalender erinnern',
    reminderSaved:
      'Die Kalenderdatei „{{fileName}}“ wurde heruntergeladen. Öffne sie, um den Termin in deinen Kalender zu übernehmen.',
    reminderFileName: 'verifactu-stichtag-{{date}}.ics',
    reminderSummary: 'Verifactu-Pflicht beginnt: {{audience}}',
    reminderDescription:
      'Ab heute müssen Kassen- und Rechnungsprogramme in Spanien Verifactu erfüllen. Prüfe deine Kasse: {{url}}',
    historyNote:
      'Ursprünglich sollte die Pflicht im Juli 2025 beginnen (RD 1007/2023). Sie wurde durch das RD 254/2025 und das RDL 15/2025 verschoben.',
  },
  registerCheck: {
    metaTitle: 'Reicht meine Kasse? Die Verifactu-Checkliste',
    metaDescription:
      'Fünf Fragen zu deiner Kasse: Unveränderbarkeit, Journal, Export, QR-Code und Zertifizierung. Du siehst sofort, was noch fehlt.',
    heading: 'Reicht meine Kasse?',
    lead: 'Beantworte die fünf Punkte mit Ja oder Nein. Du siehst sofort, ob deine Kasse bereit für Verifactu ist – und was noch fehlt.',
    criteria: {
      immutability: {
        title: 'Unveränderbarkeit',
        question: 'Kann ein gebuchter Beleg nicht mehr gelöscht oder verändert werden?',
        missing: 'Gebuchte Belege dürfen nicht mehr verändert werden – Korrekturen nur per Storno.',
      },
      journal: {
        title: 'Journal',
        question:
          'Führt deine Kasse ein lückenloses, verkettetes Journal aller Buchungen und Ereignisse?',
        missing: 'Ein lückenloses, verkettetes Journal aller Buchungen fehlt.',
      },
      export: {
        title: 'Export',
        question:
          'Kannst du alle Datensätze jederzeit im vorgeschriebenen Format exportieren, z. B. für eine Prüfung?',
        missing: 'Der Export aller Datensätze im vorgeschriebenen Format fehlt.',
      },
      qrCode: {
        title: 'QR-Code auf dem Beleg',
        question: 'Druckt deine Kasse auf jeden Beleg einen QR-Code zur Prüfung bei der AEAT?',
        missing: 'Belege brauchen einen QR-Code, mit dem die Kundschaft sie prüfen kann.',
      },
      certification: {
        title: 'Zertifizierung',
        question:
          'Hat der Hersteller deiner Kasse eine Konformitätserklärung (declaración responsable) abgegeben?',
        missing: 'Die Konformitätserklärung des Herstellers fehlt.',
      },
    },
    unanswered: 'Bitte beantworte noch: {{list}}',
    readyTitle: 'Deine Kasse ist bereit für Verifactu',
    readyText:
      'Alle fünf Punkte sind erfüllt. Halte die Software aktuell – und prüfe vor dem Stichtag, ob der VERI*FACTU-Modus eingeschaltet ist.',
    notReadyTitle: 'Deine Kasse ist noch nicht bereit',
    notReadyText_one: '{{count}} Punkt fehlt noch:',
    notReadyText_other: '{{count}} Punkte fehlen noch:',
    ctaText: 'helloCASH erfüllt alle fünf Punkte – und du kassierst weiter wie gewohnt.',
  },
  obligationCheck: {
    metaTitle: 'Muss ich Verifactu nutzen? Der Schnelltest',
    metaDescription:
      'Drei Ja/Nein-Fragen, eine klare Antwort: Findet Verifactu auf dein Unternehmen in Spanien Anwendung?',
    heading: 'Muss ich Verifactu nutzen?',
    lead: 'Drei Fragen, zwei Minuten: Du erfährst, ob die Verifactu-Pflicht für dich gilt – und warum.',
    questions: {
      taxedInSpain: {
        short: 'Steuerpflicht in Spanien',
        title: 'Ist dein Unternehmen in Spanien steuerpflichtig?',
        hint: 'Egal ob Gesellschaft (S.L., S.A.) oder Selbstständige/r (Autónomo).',
      },
      usesSoftware: {
        short: 'Kasse oder Software',
        title: 'Stellst du Rechnungen oder Belege mit einer Kasse oder Software aus?',
        hint: 'Auch ein Kassensystem auf dem Tablet oder ein Rechnungsprogramm zählt.',
      },
      exemptRegime: {
        short: 'SII, Baskenland oder Navarra',
        title: 'Nutzt du das SII oder bist du im Baskenland oder in Navarra steuerpflichtig?',
        hint: 'Das SII ist das Verfahren zur laufenden Übermittlung der Umsatzsteuerbücher; Baskenland und Navarra haben eigene Systeme.',
      },
    },
    unanswered: 'Bitte beantworte noch: {{list}}',
    obligatedTitle: 'Ja, Verifactu gilt für dich.',
    notObligatedTitle: 'Nein, Verifactu gilt für dich nicht.',
    reasons: {
      softwareInSpain:
        'Du bist in Spanien steuerpflichtig und stellst Belege mit einer Kasse oder Software aus. Diese muss Verifactu erfüllen – ab {{corporate}} für körperschaftsteuerpflichtige Unternehmen, ab {{everyoneElse}} für alle anderen.',
      notTaxedInSpain:
        'Verifactu gilt nur für Unternehmen und Selbstständige, die in Spanien steuerpflichtig sind.',
      exemptRegime:
        'Nutzt du das SII oder bist du im Baskenland oder in Navarra steuerpflichtig, gelten für dich eigene Regeln – nicht Verifactu.',
      invoicesByHand:
        'Schreibst du alle Rechnungen von Hand, bist du nicht betroffen. Sobald du aber eine Kasse oder Software nutzt, muss sie Verifactu erfüllen.',
    },
    nextCheck: 'Reicht meine Kasse? Zur Checkliste',
    nextDeadlines: 'Alle Stichtage ansehen',
  },
  fines: {
    metaTitle: 'Verifactu-Strafen: welche Bußgelder drohen',
    metaDescription:
      'Bis zu 50.000 € Bußgeld: die vier Verstöße gegen Verifactu, ihre Strafrahmen und ihr Risiko.',
    heading: 'Welche Strafen drohen?',
    lead: 'Wer keine konforme Kasse nutzt, riskiert hohe Bußgelder. Die vier wichtigsten Verstöße im Überblick:',
    riskLabel: 'Risiko',
    risk: { high: 'Hohes Risiko', medium: 'Mittleres Risiko' },
    items: {
      missingConformity: {
        title: 'Fehlende Konformität',
        text: 'Du nutzt eine Kasse oder Software, die die Vorgaben nicht erfüllt.',
      },
      faultyJournal: {
        title: 'Fehlerhaftes Journal',
        text: 'Das Journal ist lückenhaft, nicht verkettet oder wurde verändert.',
      },
      missingReceiptProof: {
        title: 'Fehlender Belegnachweis',
        text: 'Du kannst Belege oder Rechnungsdatensätze nicht vorlegen.',
      },
      lateImplementation: {
        title: 'Verspätete Umsetzung',
        text: 'Deine Kasse ist zum Stichtag noch nicht umgestellt.',
      },
    },
    cta: 'Jetzt prüfen, ob deine Kasse reicht',
  },
  industries: {
    flowHeading: 'Ein Tag mit Verifactu',
    receiptHeading: 'So sieht ein Beleg aus',
    receiptButton: 'Demo-Beleg ansehen',
    receiptDialogTitle: 'Demo-Beleg: {{shop}}',
    receiptDialogDescription:
      'Ein Beispielbeleg, wie ihn eine Verifactu-konforme Kasse in Spanien druckt (auf Spanisch).',
    receiptNotes: {
      qr: 'Der QR-Code führt zur Prüfung bei der AEAT.',
      mark: 'Der Hinweis „VERI*FACTU“ zeigt: Der Datensatz wurde gemeldet.',
      number: 'Rechnungsnummer und Fingerabdruck (Huella) verketten jeden Beleg mit dem vorigen.',
    },
    demoQr: 'Demo-QR-Code, nicht prüfbar',
    close: 'Schließen',
    video: 'Branchenvideo ansehen',
    videoSoon: 'Das Branchenvideo folgt in Kürze.',
    checkHeading: 'Branchen-Check',
    checkText: 'Prüfe in fünf Punkten, ob deine Kasse für Verifactu reicht.',
    checkButton: 'Branchen-Check starten',
    hairBeauty: {
      metaTitle: 'Verifactu für Friseure und Beauty-Salons',
      metaDescription:
        'Was Verifactu für Friseur- und Beauty-Salons in Spanien bedeutet: ein Arbeitstag, ein Demo-Beleg und der Kassen-Check.',
      heading: 'Verifactu für Friseur & Beauty',
      lead: 'Behandlungen, Produkte, Gutscheine: So bleibt dein Salon mit Verifactu auf der sicheren Seite – ohne Mehraufwand am Empfang.',
      flow: {
        open: {
          time: '09:00',
          title: 'Salon öffnen',
          text: 'Die Kasse startet und setzt das Journal lückenlos fort.',
        },
        sale: {
          time: '11:30',
          title: 'Schnitt und Pflegeprodukt kassieren',
          text: 'Dienstleistung und Produkt landen auf einem Beleg, jeder mit dem richtigen Steuersatz.',
        },
        receipt: {
          time: '11:31',
          title: 'Beleg mit QR-Code',
          text: 'Die Kundin bekommt den Beleg gedruckt oder per E-Mail – der Datensatz geht automatisch an die AEAT.',
        },
        close: {
          time: '19:00',
          title: 'Tagesabschluss',
          text: 'Der Abschluss ist verkettet und jederzeit exportierbar.',
        },
      },
    },
    cafeGastro: {
      metaTitle: 'Verifactu für Cafés und Gastronomie',
      metaDescription:
        'Was Verifactu für Cafés, Bars und Restaurants in Spanien bedeutet: ein Arbeitstag, ein Demo-Beleg und der Kassen-Check.',
      heading: 'Verifactu für Café & Gastro',
      lead: 'Viele kleine Beträge, volle Stoßzeiten: Mit einer Verifactu-Kasse kassierst du schnell und meldest trotzdem jeden Beleg korrekt.',
      flow: {
        open: {
          time: '07:30',
          title: 'Öffnen',
          text: 'Die Kasse startet und setzt das Journal lückenlos fort.',
        },
        sale: {
          time: '08:15',
          title: 'Frühstück kassieren',
          text: 'Café con leche und Tostada – ein Tipp, ein Beleg mit dem ermäßigten Steuersatz.',
        },
        receipt: {
          time: '13:45',
          title: 'Tisch storniert eine Position',
          text: 'Korrekturen laufen über einen Stornodatensatz – gelöscht wird nie etwas.',
        },
        close: {
          time: '23:00',
          title: 'Tagesabschluss',
          text: 'Alle Datensätze sind gemeldet; der Abschluss ist verkettet und exportierbar.',
        },
      },
    },
    retail: {
      metaTitle: 'Verifactu für den Einzelhandel',
      metaDescription:
        'Was Verifactu für Läden und Einzelhändler in Spanien bedeutet: ein Arbeitstag, ein Demo-Beleg und der Kassen-Check.',
      heading: 'Verifactu für den Einzelhandel',
      lead: 'Verkauf, Umtausch, Gutschein: Mit Verifactu ist jeder Vorgang in deinem Laden lückenlos und prüfbar belegt.',
      flow: {
        open: {
          time: '10:00',
          title: 'Laden öffnen',
          text: 'Die Kasse startet und setzt das Journal lückenlos fort.',
        },
        sale: {
          time: '12:20',
          title: 'Verkauf mit Kartenzahlung',
          text: 'Artikel scannen, Karte hinhalten – der Beleg mit QR-Code ist sofort fertig.',
        },
        receipt: {
          time: '15:10',
          title: 'Umtausch',
          text: 'Die Rückgabe erzeugt eine Korrekturrechnung, die mit dem ursprünglichen Beleg verknüpft ist.',
        },
        close: {
          time: '20:00',
          title: 'Tagesabschluss',
          text: 'Alle Datensätze sind gemeldet; der Abschluss ist verkettet und exportierbar.',
        },
      },
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
    lead: 'Die wichtigsten Antworten kurz und verständlich.',
    loading: 'Lade FAQs...',
    empty: 'Noch keine FAQs verfügbar.',
    error: 'Die FAQs konnten gerade nicht geladen werden.',
    retry: 'Erneut versuchen',
    previewNote:
      'Vorschau: Diese Frage ist nur über den Vorschau-Link aus der Konsole zu sehen, bis sie aktiviert ist.',
    previewInvalid: 'Vorschau-Link ungültig oder abgelaufen.',
  },
  glossary: {
    metaTitle: 'Verifactu-Glossar – Begriffe einfach erklärt',
    metaDescription:
      'VERI*FACTU, SIF, Huella, AEAT und mehr: die wichtigsten Begriffe rund um Verifactu einfach erklärt.',
    heading: 'Verifactu-Glossar',
    lead: 'Die wichtigsten Begriffe rund um Verifactu, von A bis Z.',
    loading: 'Lade Glossar...',
    empty: 'Noch keine Glossar-Einträge verfügbar.',
    error: 'Das Glossar konnte gerade nicht geladen werden.',
    retry: 'Erneut versuchen',
    previewNote:
      'Vorschau: Dieser Begriff ist nur über den Vorschau-Link aus der Konsole zu sehen, bis er aktiviert ist.',
    previewInvalid: 'Vorschau-Link ungültig oder abgelaufen.',
    searchLabel: 'Begriff suchen',
    searchPlaceholder: 'z. B. QR oder AEAT',
    searchSubmit: 'Suchen',
    count: '{{shown}} von {{total}} Begriffen',
    noMatch: 'Kein Begriff passt zu „{{query}}“.',
  },
};

type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
export type VerifactuCatalog = Catalog<typeof de>;
