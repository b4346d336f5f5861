import type { VerifactuCatalog } from './de';

export const fr: VerifactuCatalog = {
  menu: { verifactu: 'Verifactu' },
  common: {
    back: 'Retour à la vue d’ensemble',
    comingSoon: 'Bientôt disponible',
    yes: 'Oui',
    no: 'Non',
    showResult: 'Voir le résultat',
    resultHeading: 'Ton résultat',
    helloCashCta: 'Découvrir helloCASH',
    restart: 'Recommencer',
  },
  hub: {
    metaTitle: 'Verifactu en Espagne : tout sur la nouvelle obligation des caisses',
    metaDescription:
      'À partir de quand Verifactu s’applique-t-il, qui est concerné et ta caisse suffit-elle ? Test rapide, liste de contrôle, sanctions, FAQ et glossaire pour les entreprises et indépendants en Espagne.',
    heading: 'Verifactu : la nouvelle obligation des caisses en Espagne',
  },
  howItWorks: {
    metaTitle: 'Comment fonctionne Verifactu',
    metaDescription:
      'De la vente à la déclaration à l’AEAT : comment Verifactu rend chaque ticket infalsifiable, en quatre étapes.',
    heading: 'Comment fonctionne Verifactu',
  },
  deadlines: {
    metaTitle: 'À partir de quand Verifactu s’applique-t-il ? Échéances et compte à rebours',
    metaDescription:
      'Les échéances Verifactu en Espagne pour les sociétés et les indépendants, avec compte à rebours et rappel dans ton agenda.',
    heading: 'À partir de quand Verifactu s’applique-t-il ?',
  },
  registerCheck: {
    metaTitle: 'Ma caisse suffit-elle ? La liste de contrôle Verifactu',
    metaDescription:
      'Cinq questions sur ta caisse : inaltérabilité, journal, export, QR code et certification. Tu vois tout de suite ce qui manque.',
    heading: 'Ma caisse suffit-elle ?',
  },
  obligationCheck: {
    metaTitle: 'Dois-je utiliser Verifactu ? Le test rapide',
    metaDescription:
      'Trois questions oui/non, une réponse claire : Verifactu s’applique-t-il à ton entreprise en Espagne ?',
    heading: 'Dois-je utiliser Verifactu ?',
  },
  fines: {
    metaTitle: 'Sanctions Verifactu : quelles amendes',
    metaDescription:
      'Jusqu’à 50 000 € d’amende : les quatre infractions à Verifactu, leurs montants et leur niveau de risque.',
    heading: 'Quelles sanctions ?',
  },
  industries: {
    hairBeauty: {
      metaTitle: 'Verifactu pour les salons de coiffure et de beauté',
      metaDescription:
        'Ce que Verifactu signifie pour les salons de coiffure et de beauté en Espagne : une journée de travail, un ticket de démonstration et le test de la caisse.',
      heading: 'Verifactu pour la coiffure et la beauté',
    },
    cafeGastro: {
      metaTitle: 'Verifactu pour les cafés et la restauration',
      metaDescription:
        'Ce que Verifactu signifie pour les cafés, bars et restaurants en Espagne : une journée de travail, un ticket de démonstration et le test de la caisse.',
      heading: 'Verifactu pour les cafés et la restauration',
    },
    retail: {
      metaTitle: 'Verifactu pour le commerce de détail',
      metaDescription:
        'Ce que Verifactu signifie pour les boutiques et commerçants en Espagne : une journée de travail, un ticket de démonstration et le test de la caisse.',
      heading: 'Verifactu pour le commerce de détail',
    },
  },
  guide: {
    fileName: 'verifactu-guide.pdf',
    title: 'Guide Verifactu',
    subtitle:
      'La nouvelle obligation pour les caisses en Espagne : échéances, vérifications, sanctions et questions fréquentes',
    author: 'helloCASH',
    keywords: 'Verifactu, caisse enregistreuse, Espagne, AEAT, logiciel de facturation',
    obligationIntro: 'L’obligation te concerne si tu réponds ainsi aux trois questions :',
    checklistNote:
      'Coche ce que ta caisse sait faire. Chaque case vide est un point à régler avant l’échéance.',
    fineRange: '{{range}} · {{risk}}',
    faqUnavailable:
      'Tu trouveras les questions et réponses fréquentes dans l’espace Verifactu de helloCASH, rubrique « Questions fréquentes (FAQ) ».',
    disclaimer: 'Ce guide donne une vue d’ensemble et ne remplace pas un conseil fiscal.',
    footer: 'helloCASH · Guide Verifactu · Page {{page}} sur {{pages}}',
  },
  faq: {
    metaTitle: 'FAQ Verifactu : questions fréquentes',
    metaDescription:
      'Les réponses aux questions les plus fréquentes sur Verifactu : échéances, personnes concernées, exceptions, sanctions et plus.',
    heading: 'Questions fréquentes sur Verifactu',
  },
  glossary: {
    metaTitle: 'Glossaire Verifactu : les termes expliqués simplement',
    metaDescription:
      'VERI*FACTU, SIF, empreinte, AEAT et plus : les termes essentiels de Verifactu expliqués simplement.',
    heading: 'Glossaire Verifactu',
  },
};
