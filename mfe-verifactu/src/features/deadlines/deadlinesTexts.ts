import { pageTexts } from 'shared-ui';
import { verifactuTexts } from '../../texts';

/**
 * The deadlines page: the catalog's `deadlines` block, kept with the page so that it
 * loads with the page's chunk. Its title, description and heading stay in
 * texts/: the head, the menu and the breadcrumbs need them without the page.
 */
const de = {
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
};
const es: typeof de = {
  lead: 'La obligación se ha aplazado dos veces. Estas son las fechas vigentes: adaptarse a tiempo es la mejor manera de estar tranquilo.',
  audiences: {
    corporate: {
      title: 'Empresas',
      who: 'Para quienes tributan por el Impuesto sobre Sociedades, por ejemplo S.L. y S.A.',
    },
    everyoneElse: {
      title: 'Autónomos y resto de contribuyentes',
      who: 'Para los autónomos y el resto de contribuyentes, por ejemplo comunidades de bienes y sociedades civiles.',
    },
  },
  deadlineLabel: 'Fecha límite: {{date}}',
  countdownLabel: 'Tiempo restante',
  units: { days: 'días', hours: 'horas', minutes: 'minutos', seconds: 'segundos' },
  reached: 'La obligación se aplica desde el {{date}}.',
  remind: 'Recordármelo en el calendario',
  reminderSaved:
    'Se ha descargado el archivo de calendario «{{fileName}}». Ábrelo para añadir la fecha a tu calendario.',
  reminderFileName: 'verifactu-fecha-limite-{{date}}.ics',
  reminderSummary: 'Empieza la obligación Verifactu: {{audience}}',
  reminderDescription:
    'Desde hoy, los programas de caja y facturación en España deben cumplir Verifactu. Comprueba tu caja: {{url}}',
  historyNote:
    'Inicialmente la obligación iba a empezar en julio de 2025 (RD 1007/2023). Se aplazó mediante el RD 254/2025 y el RDL 15/2025.',
};
const fr: typeof de = {
  lead: 'L’obligation a été reportée deux fois. Voici les dates en vigueur : t’adapter à temps, c’est rester serein.',
  audiences: {
    corporate: {
      title: 'Sociétés',
      who: 'Pour les entreprises soumises à l’impôt sur les sociétés (Impuesto sobre Sociedades), par exemple les S.L. et S.A.',
    },
    everyoneElse: {
      title: 'Indépendants et tous les autres',
      who: 'Pour les indépendants (autónomos) et tous les autres contribuables, par exemple les sociétés de personnes.',
    },
  },
  deadlineLabel: 'Échéance : {{date}}',
  countdownLabel: 'Temps restant',
  units: { days: 'jours', hours: 'heures', minutes: 'minutes', seconds: 'secondes' },
  reached: 'L’obligation s’applique depuis le {{date}}.',
  remind: 'Me le rappeler dans mon agenda',
  reminderSaved:
    'Le fichier d’agenda « {{fileName}} » a été téléchargé. Ouvre-le pour ajouter la date à ton agenda.',
  reminderFileName: 'verifactu-echeance-{{date}}.ics',
  reminderSummary: 'Début de l’obligation Verifactu : {{audience}}',
  reminderDescription:
    'À partir d’aujourd’hui, les logiciels de caisse et de facturation en Espagne doivent respecter Verifactu. Vérifie ta caisse : {{url}}',
  historyNote:
    'L’obligation devait initialement commencer en juillet 2025 (RD 1007/2023). Elle a été reportée par le RD 254/2025 et le RDL 15/2025.',
};

export const deadlinesTexts = pageTexts(verifactuTexts, 'deadlines', { de, es, fr });
