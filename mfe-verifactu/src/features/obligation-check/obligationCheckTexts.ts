import { pageTexts } from 'shared-ui';
import { verifactuTexts } from '../../texts';

/**
 * The obligation check: the catalog's `obligationCheck` block, kept with the page so that it
 * loads with the page's chunk. Its title, description and heading stay in
 * texts/: the head, the menu and the breadcrumbs need them without the page.
 */
const de = {
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
};
const es: typeof de = {
  lead: 'Tres preguntas, dos minutos: descubre si la obligación Verifactu te afecta y por qué.',
  questions: {
    taxedInSpain: {
      short: 'tributación en España',
      title: '¿Tu negocio tributa en España?',
      hint: 'Da igual si es una sociedad (S.L., S.A.) o si eres autónomo.',
    },
    usesSoftware: {
      short: 'caja o programa',
      title: '¿Emites facturas o tickets con una caja o un programa?',
      hint: 'También cuenta un TPV en una tableta o un programa de facturación.',
    },
    exemptRegime: {
      short: 'SII, País Vasco o Navarra',
      title: '¿Usas el SII o tributas en el País Vasco o en Navarra?',
      hint: 'El SII es el sistema de envío continuo de los libros de IVA; el País Vasco y Navarra tienen sistemas propios.',
    },
  },
  unanswered: 'Responde todavía a: {{list}}',
  obligatedTitle: 'Sí, Verifactu te afecta.',
  notObligatedTitle: 'No, Verifactu no te afecta.',
  reasons: {
    softwareInSpain:
      'Tributas en España y emites tickets con una caja o un programa, que debe cumplir Verifactu: desde el {{corporate}} si tributas por el Impuesto sobre Sociedades y desde el {{everyoneElse}} en los demás casos.',
    notTaxedInSpain: 'Verifactu solo se aplica a empresas y autónomos que tributan en España.',
    exemptRegime:
      'Si usas el SII o tributas en el País Vasco o en Navarra, se te aplican normas propias, no Verifactu.',
    invoicesByHand:
      'Si haces todas tus facturas a mano, no estás obligado. Pero en cuanto uses una caja o un programa, este debe cumplir Verifactu.',
  },
  nextCheck: '¿Me sirve mi caja? Ir a la lista de control',
  nextDeadlines: 'Ver todas las fechas',
};
const fr: typeof de = {
  lead: 'Trois questions, deux minutes : découvre si l’obligation Verifactu te concerne, et pourquoi.',
  questions: {
    taxedInSpain: {
      short: 'imposition en Espagne',
      title: 'Ton entreprise est-elle imposable en Espagne ?',
      hint: 'Que ce soit une société (S.L., S.A.) ou une activité d’indépendant (autónomo).',
    },
    usesSoftware: {
      short: 'caisse ou logiciel',
      title: 'Émets-tu tes factures ou tickets avec une caisse ou un logiciel ?',
      hint: 'Une caisse sur tablette ou un logiciel de facturation compte aussi.',
    },
    exemptRegime: {
      short: 'SII, Pays basque ou Navarre',
      title: 'Utilises-tu le SII ou es-tu imposable au Pays basque ou en Navarre ?',
      hint: 'Le SII est la transmission continue des registres de TVA ; le Pays basque et la Navarre ont leurs propres systèmes.',
    },
  },
  unanswered: 'Réponds encore à : {{list}}',
  obligatedTitle: 'Oui, Verifactu te concerne.',
  notObligatedTitle: 'Non, Verifactu ne te concerne pas.',
  reasons: {
    softwareInSpain:
      'Tu es imposable en Espagne et tu émets des tickets avec une caisse ou un logiciel, qui doit respecter Verifactu : à partir du {{corporate}} pour les sociétés soumises à l’impôt sur les sociétés, à partir du {{everyoneElse}} pour tous les autres.',
    notTaxedInSpain:
      'Verifactu ne s’applique qu’aux entreprises et indépendants imposables en Espagne.',
    exemptRegime:
      'Si tu utilises le SII ou si tu es imposable au Pays basque ou en Navarre, ce sont des règles propres qui s’appliquent, pas Verifactu.',
    invoicesByHand:
      'Si tu établis toutes tes factures à la main, tu n’es pas concerné. Mais dès que tu utilises une caisse ou un logiciel, il doit respecter Verifactu.',
  },
  nextCheck: 'Ma caisse suffit-elle ? Vers la liste de contrôle',
  nextDeadlines: 'Voir toutes les échéances',
};

export const obligationCheckTexts = pageTexts(verifactuTexts, 'obligationCheck', { de, es, fr });
