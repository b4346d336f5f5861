import { pageTexts } from 'shared-ui';
import { verifactuTexts } from '../../texts';

/**
 * The hub: the catalog's `hub` block, kept with the page so that it
 * loads with the page's chunk. Its title, description and heading stay in
 * texts/: the head, the menu and the breadcrumbs need them without the page.
 */
const de = {
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
};
const es: typeof de = {
  lead: 'España exige programas de caja y facturación a prueba de manipulaciones. Aquí descubres en pocos minutos qué te espera y cómo estar preparado.',
  bannerTitle: 'La obligación llega: las fechas ya están fijadas',
  bannerCorporate:
    'Desde el {{date}} para las empresas que tributan por el Impuesto sobre Sociedades',
  bannerEveryoneElse: 'Desde el {{date}} para todos los demás, también los autónomos',
  bannerNote:
    'Inicialmente estaba prevista para julio de 2025; la obligación se ha aplazado dos veces (RD 254/2025, RDL 15/2025).',
  audienceLabel: 'Para quién',
  audienceCompanies: 'Para empresas (S.L., S.A.)',
  audienceSelfEmployed: 'Para autónomos',
  twoMinuteCheck: 'Test de 2 minutos',
  pdfGuide: 'Descargar la guía en PDF',
  pdfGuideNote:
    'Fechas, listas de control, sanciones y preguntas frecuentes para imprimir, en PDF.',
  questionsHeading: 'Tus preguntas sobre Verifactu',
  comingSoonNote: 'Estamos preparando esta página.',
  questions: {
    howItWorks: {
      title: '¿Qué es Verifactu y cómo funciona?',
      text: 'De la venta al envío a Hacienda, explicado en cuatro pasos.',
      cta: 'Ver cómo funciona',
    },
    deadlines: {
      title: '¿Desde cuándo me afecta?',
      text: 'Todas las fechas para empresas y autónomos, con cuenta atrás.',
      cta: 'Ver las fechas',
    },
    obligation: {
      title: '¿Tengo que usar Verifactu?',
      text: 'Tres preguntas, una respuesta clara y su motivo.',
      cta: 'Ir al test rápido',
    },
    register: {
      title: '¿Me sirve mi caja?',
      text: 'La lista de control de 5 puntos para tu caja.',
      cta: 'Ir a la lista de control',
    },
    fines: {
      title: '¿Qué sanciones hay?',
      text: 'Multas y riesgos de un vistazo.',
      cta: 'Ver las sanciones',
    },
  },
  industryCta: 'Más sobre tu sector',
  industriesHeading: 'Verifactu en tu sector',
  industries: {
    hairBeauty: {
      title: 'Peluquería y estética',
      text: 'Citas, tratamientos, productos: un día en el salón con Verifactu.',
    },
    cafeGastro: {
      title: 'Cafetería y hostelería',
      text: 'Del desayuno al cierre: cobra rápido y declara sin errores.',
    },
    retail: {
      title: 'Comercio minorista',
      text: 'Ventas, cambios, vales: todo documentado de forma segura.',
    },
  },
  moreHeading: '¿Más preguntas?',
  faqLink: 'Preguntas frecuentes',
  glossaryLink: 'Glosario',
};
const fr: typeof de = {
  lead: 'L’Espagne exige des logiciels de caisse et de facturation infalsifiables. Découvre en quelques minutes ce qui t’attend et comment être prêt.',
  bannerTitle: 'L’obligation arrive : les dates sont fixées',
  bannerCorporate: 'À partir du {{date}} pour les sociétés soumises à l’impôt sur les sociétés',
  bannerEveryoneElse: 'À partir du {{date}} pour tous les autres, indépendants compris',
  bannerNote:
    'Initialement prévue pour juillet 2025, l’obligation a été reportée deux fois (RD 254/2025, RDL 15/2025).',
  audienceLabel: 'Pour qui',
  audienceCompanies: 'Pour les sociétés (S.L., S.A.)',
  audienceSelfEmployed: 'Pour les indépendants (autónomos)',
  twoMinuteCheck: 'Test en 2 minutes',
  pdfGuide: 'Télécharger le guide PDF',
  pdfGuideNote: 'Échéances, listes de contrôle, sanctions et FAQ à imprimer, en PDF.',
  questionsHeading: 'Tes questions sur Verifactu',
  comingSoonNote: 'Cette page est en préparation.',
  questions: {
    howItWorks: {
      title: 'Qu’est-ce que Verifactu et comment ça marche ?',
      text: 'De la vente à la déclaration au fisc, expliqué en quatre étapes.',
      cta: 'Voir comment ça marche',
    },
    deadlines: {
      title: 'À partir de quand suis-je concerné ?',
      text: 'Toutes les échéances pour les sociétés et les indépendants, avec compte à rebours.',
      cta: 'Voir les échéances',
    },
    obligation: {
      title: 'Dois-je utiliser Verifactu ?',
      text: 'Trois questions, une réponse claire et sa raison.',
      cta: 'Faire le test rapide',
    },
    register: {
      title: 'Ma caisse suffit-elle ?',
      text: 'La liste de contrôle en 5 points pour ta caisse.',
      cta: 'Ouvrir la liste de contrôle',
    },
    fines: {
      title: 'Quelles sanctions ?',
      text: 'Amendes et risques en un coup d’œil.',
      cta: 'Voir les sanctions',
    },
  },
  industryCta: 'En savoir plus sur ton secteur',
  industriesHeading: 'Verifactu dans ton secteur',
  industries: {
    hairBeauty: {
      title: 'Coiffure et beauté',
      text: 'Rendez-vous, soins, produits : une journée au salon avec Verifactu.',
    },
    cafeGastro: {
      title: 'Café et restauration',
      text: 'Du petit-déjeuner à la clôture : encaisser vite, déclarer correctement.',
    },
    retail: {
      title: 'Commerce de détail',
      text: 'Ventes, échanges, bons d’achat : tout est justifié en toute sécurité.',
    },
  },
  moreHeading: 'D’autres questions ?',
  faqLink: 'Questions fréquentes (FAQ)',
  glossaryLink: 'Glossaire',
};

export const hubTexts = pageTexts(verifactuTexts, 'hub', { de, es, fr });
