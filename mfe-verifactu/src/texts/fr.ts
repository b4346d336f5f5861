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
  },
  howItWorks: {
    metaTitle: 'Comment fonctionne Verifactu',
    metaDescription:
      'De la vente à la déclaration à l’AEAT : comment Verifactu rend chaque ticket infalsifiable, en quatre étapes.',
    heading: 'Comment fonctionne Verifactu',
    lead: 'Verifactu garantit que chaque ticket est complet, traçable et inaltérable. Pour toi, l’encaissement ne change presque pas : c’est ta caisse qui fait le travail.',
    stepsHeading: 'En quatre étapes',
    steps: {
      sale: {
        title: 'Enregistrer la vente',
        text: 'Tu encaisses comme d’habitude. Ta caisse crée un enregistrement de facturation pour chaque vente.',
      },
      chain: {
        title: 'Chaîner l’enregistrement',
        text: 'Chaque enregistrement reçoit une empreinte numérique (hash) qui contient celle du précédent. Toute modification ultérieure se voit immédiatement.',
      },
      receipt: {
        title: 'Ticket avec QR code',
        text: 'Chaque ticket porte un QR code. Tes clients peuvent vérifier auprès de l’administration fiscale que le ticket a bien été déclaré.',
      },
      submit: {
        title: 'Envoi à l’AEAT',
        text: 'En mode VERI*FACTU, la caisse envoie automatiquement chaque enregistrement à l’administration fiscale espagnole (AEAT). En cas de coupure d’internet, l’envoi se fait plus tard.',
      },
    },
    videoHeading: 'Verifactu en vidéo',
    videoComing: 'La vidéo explicative arrive bientôt.',
    playVideo: 'Lire la vidéo',
  },
  deadlines: {
    metaTitle: 'À partir de quand Verifactu s’applique-t-il ? Échéances et compte à rebours',
    metaDescription:
      'Les échéances Verifactu en Espagne pour les sociétés et les indépendants, avec compte à rebours et rappel dans ton agenda.',
    heading: 'À partir de quand Verifactu s’applique-t-il ?',
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
  },
  registerCheck: {
    metaTitle: 'Ma caisse suffit-elle ? La liste de contrôle Verifactu',
    metaDescription:
      'Cinq questions sur ta caisse : inaltérabilité, journal, export, QR code et certification. Tu vois tout de suite ce qui manque.',
    heading: 'Ma caisse suffit-elle ?',
    lead: 'Réponds aux cinq points par oui ou non. Tu vois tout de suite si ta caisse est prête pour Verifactu et ce qui lui manque.',
    criteria: {
      immutability: {
        title: 'Inaltérabilité',
        question: 'Un ticket enregistré ne peut-il plus être supprimé ni modifié ?',
        missing:
          'Les tickets enregistrés ne doivent plus pouvoir être modifiés ; les corrections se font uniquement par annulation.',
      },
      journal: {
        title: 'Journal',
        question:
          'Ta caisse tient-elle un journal complet et chaîné de toutes les opérations et de tous les événements ?',
        missing: 'Il manque un journal complet et chaîné de toutes les opérations.',
      },
      export: {
        title: 'Export',
        question:
          'Peux-tu exporter à tout moment tous les enregistrements au format exigé, par exemple pour un contrôle ?',
        missing: 'Il manque l’export de tous les enregistrements au format exigé.',
      },
      qrCode: {
        title: 'QR code sur le ticket',
        question:
          'Ta caisse imprime-t-elle sur chaque ticket un QR code permettant la vérification auprès de l’AEAT ?',
        missing: 'Les tickets ont besoin d’un QR code que tes clients peuvent vérifier.',
      },
      certification: {
        title: 'Certification',
        question:
          'Le fabricant de ta caisse a-t-il émis une déclaration de conformité (declaración responsable) ?',
        missing: 'Il manque la déclaration de conformité du fabricant.',
      },
    },
    unanswered: 'Réponds encore à : {{list}}',
    readyTitle: 'Ta caisse est prête pour Verifactu',
    readyText:
      'Les cinq points sont remplis. Garde le logiciel à jour et vérifie avant l’échéance que le mode VERI*FACTU est activé.',
    notReadyTitle: 'Ta caisse n’est pas encore prête',
    notReadyText_one: 'Il manque {{count}} point :',
    notReadyText_other: 'Il manque {{count}} points :',
    ctaText: 'helloCASH remplit les cinq points, et tu continues d’encaisser comme d’habitude.',
  },
  obligationCheck: {
    metaTitle: 'Dois-je utiliser Verifactu ? Le test rapide',
    metaDescription:
      'Trois questions oui/non, une réponse claire : Verifactu s’applique-t-il à ton entreprise en Espagne ?',
    heading: 'Dois-je utiliser Verifactu ?',
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
  },
  fines: {
    metaTitle: 'Sanctions Verifactu : quelles amendes',
    metaDescription:
      'Jusqu’à 50 000 € d’amende : les quatre infractions à Verifactu, leurs montants et leur niveau de risque.',
    heading: 'Quelles sanctions ?',
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
  },
  industries: {
    flowHeading: 'Une journée avec Verifactu',
    receiptHeading: 'À quoi ressemble un ticket',
    receiptButton: 'Voir le ticket de démonstration',
    receiptDialogTitle: 'Ticket de démonstration : {{shop}}',
    receiptDialogDescription:
      'Un exemple de ticket tel qu’une caisse conforme à Verifactu l’imprime en Espagne (en espagnol).',
    receiptNotes: {
      qr: 'Le QR code mène à la vérification auprès de l’AEAT.',
      mark: 'La mention « VERI*FACTU » indique que l’enregistrement a été transmis.',
      number: 'Le numéro de facture et l’empreinte (huella) chaînent chaque ticket au précédent.',
    },
    demoQr: 'QR code de démonstration, non vérifiable',
    close: 'Fermer',
    video: 'Voir la vidéo du secteur',
    videoSoon: 'La vidéo du secteur arrive bientôt.',
    checkHeading: 'Test pour ton secteur',
    checkText: 'Vérifie en cinq points si ta caisse suffit pour Verifactu.',
    checkButton: 'Lancer le test du secteur',
    hairBeauty: {
      metaTitle: 'Verifactu pour les salons de coiffure et de beauté',
      metaDescription:
        'Ce que Verifactu signifie pour les salons de coiffure et de beauté en Espagne : une journée de travail, un ticket de démonstration et le test de la caisse.',
      heading: 'Verifactu pour la coiffure et la beauté',
      lead: 'Soins, produits, bons cadeaux : ainsi ton salon respecte Verifactu, sans travail en plus à l’accueil.',
      flow: {
        open: {
          time: '09:00',
          title: 'Ouvrir le salon',
          text: 'La caisse démarre et poursuit le journal sans interruption.',
        },
        sale: {
          time: '11:30',
          title: 'Encaisser une coupe et un produit',
          text: 'Prestation et produit sur un seul ticket, chacun avec le bon taux de TVA.',
        },
        receipt: {
          time: '11:31',
          title: 'Ticket avec QR code',
          text: 'La cliente reçoit son ticket imprimé ou par e-mail ; l’enregistrement part automatiquement à l’AEAT.',
        },
        close: {
          time: '19:00',
          title: 'Clôture de caisse',
          text: 'La clôture est chaînée et peut être exportée à tout moment.',
        },
      },
    },
    cafeGastro: {
      metaTitle: 'Verifactu pour les cafés et la restauration',
      metaDescription:
        'Ce que Verifactu signifie pour les cafés, bars et restaurants en Espagne : une journée de travail, un ticket de démonstration et le test de la caisse.',
      heading: 'Verifactu pour les cafés et la restauration',
      lead: 'Beaucoup de petits montants et des coups de feu : avec une caisse Verifactu, tu encaisses vite et chaque ticket est déclaré correctement.',
      flow: {
        open: {
          time: '07:30',
          title: 'Ouvrir',
          text: 'La caisse démarre et poursuit le journal sans interruption.',
        },
        sale: {
          time: '08:15',
          title: 'Encaisser le petit-déjeuner',
          text: 'Café au lait et tartine : une touche, un ticket au taux de TVA réduit.',
        },
        receipt: {
          time: '13:45',
          title: 'Une table annule un article',
          text: 'Les corrections passent par un enregistrement d’annulation : rien n’est jamais effacé.',
        },
        close: {
          time: '23:00',
          title: 'Clôture de caisse',
          text: 'Tous les enregistrements sont transmis ; la clôture est chaînée et exportable.',
        },
      },
    },
    retail: {
      metaTitle: 'Verifactu pour le commerce de détail',
      metaDescription:
        'Ce que Verifactu signifie pour les boutiques et commerçants en Espagne : une journée de travail, un ticket de démonstration et le test de la caisse.',
      heading: 'Verifactu pour le commerce de détail',
      lead: 'Ventes, échanges, bons d’achat : avec Verifactu, chaque opération de ta boutique est justifiée et vérifiable.',
      flow: {
        open: {
          time: '10:00',
          title: 'Ouvrir la boutique',
          text: 'La caisse démarre et poursuit le journal sans interruption.',
        },
        sale: {
          time: '12:20',
          title: 'Vente par carte',
          text: 'Scanner, présenter la carte : le ticket avec QR code sort aussitôt.',
        },
        receipt: {
          time: '15:10',
          title: 'Un échange',
          text: 'Le retour génère une facture rectificative liée au ticket d’origine.',
        },
        close: {
          time: '20:00',
          title: 'Clôture de caisse',
          text: 'Tous les enregistrements sont transmis ; la clôture est chaînée et exportable.',
        },
      },
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
    lead: 'Les réponses essentielles, courtes et claires.',
    loading: 'Chargement des FAQ...',
    empty: 'Aucune FAQ disponible pour le moment.',
    error: 'Les FAQ n’ont pas pu être chargées.',
    retry: 'Réessayer',
    previewNote:
      'Aperçu : cette question n’est visible qu’avec le lien d’aperçu de la console tant qu’elle n’est pas activée.',
    previewInvalid: 'Lien d’aperçu invalide ou expiré.',
  },
  glossary: {
    metaTitle: 'Glossaire Verifactu : les termes expliqués simplement',
    metaDescription:
      'VERI*FACTU, SIF, empreinte, AEAT et plus : les termes essentiels de Verifactu expliqués simplement.',
    heading: 'Glossaire Verifactu',
    lead: 'Les termes essentiels de Verifactu, de A à Z.',
    loading: 'Chargement du glossaire...',
    empty: 'Aucune entrée de glossaire pour le moment.',
    error: 'Le glossaire n’a pas pu être chargé.',
    retry: 'Réessayer',
    previewNote:
      'Aperçu : ce terme n’est visible qu’avec le lien d’aperçu de la console tant qu’il n’est pas activé.',
    previewInvalid: 'Lien d’aperçu invalide ou expiré.',
    searchLabel: 'Rechercher un terme',
    searchPlaceholder: 'p. ex. QR ou AEAT',
    searchSubmit: 'Rechercher',
    count: '{{shown}} sur {{total}} termes',
    noMatch: 'Aucun terme ne correspond à « {{query}} ».',
  },
};
