import { pageTexts } from 'shared-ui';
import { verifactuTexts } from '../../texts';

/**
 * The fines page: the catalog's `fines` block, kept with the page so that it
 * loads with the page's chunk. Its title, description and heading stay in
 * texts/: the head, the menu and the breadcrumbs need them without the page.
 */
const de = {
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
};
const es: typeof de = {
  lead: 'Quien no usa una caja conforme se arriesga a multas elevadas. Las cuatro infracciones más importantes de un vistazo:',
  riskLabel: 'Riesgo',
  risk: { high: 'Riesgo alto', medium: 'Riesgo medio' },
  items: {
    missingConformity: {
      title: 'Falta de conformidad',
      text: 'Usas una caja o un programa que no cumple los requisitos.',
    },
    faultyJournal: {
      title: 'Registro defectuoso',
      text: 'El registro tiene huecos, no está encadenado o se ha modificado.',
    },
    missingReceiptProof: {
      title: 'Falta de justificantes',
      text: 'No puedes presentar los tickets o los registros de facturación.',
    },
    lateImplementation: {
      title: 'Implantación tardía',
      text: 'Tu caja no está adaptada en la fecha límite.',
    },
  },
  cta: 'Comprueba ahora si te sirve tu caja',
};
const fr: typeof de = {
  lead: 'Utiliser une caisse non conforme expose à de lourdes amendes. Les quatre infractions principales en un coup d’œil :',
  riskLabel: 'Risque',
  risk: { high: 'Risque élevé', medium: 'Risque moyen' },
  items: {
    missingConformity: {
      title: 'Absence de conformité',
      text: 'Tu utilises une caisse ou un logiciel qui ne respecte pas les exigences.',
    },
    faultyJournal: {
      title: 'Journal défectueux',
      text: 'Le journal est incomplet, non chaîné ou a été modifié.',
    },
    missingReceiptProof: {
      title: 'Justificatifs manquants',
      text: 'Tu ne peux pas présenter les tickets ou les enregistrements de facturation.',
    },
    lateImplementation: {
      title: 'Mise en place tardive',
      text: 'Ta caisse n’est pas adaptée à la date d’échéance.',
    },
  },
  cta: 'Vérifier maintenant si ta caisse suffit',
};

export const finesTexts = pageTexts(verifactuTexts, 'fines', { de, es, fr });
