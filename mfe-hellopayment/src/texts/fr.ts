import type { PaymentCatalog } from './de';

export const fr: PaymentCatalog = {
  menu: { payment: 'Être payé plus vite' },
  comparison: {
    metaTitle: 'helloPayment – Comparer les prestataires de paiement',
    metaDescription:
      'Le paiement par carte directement sur la caisse helloCASH : Mollie et Adyen comparés, frais compris, avec pré-inscription sans engagement.',
    title: 'helloPayment : être payé plus vite',
    intro:
      'Accepte les paiements par carte directement sur ta caisse helloCASH : le montant est transmis automatiquement au terminal et le paiement apparaît dans la clôture de caisse. Compare deux prestataires de paiement et pré-inscris-toi sans engagement.',
    details: 'Plus de détails',
    preregister: 'Se pré-inscrire',
    aboutProvider: 'sur {{provider}}',
  },
  pricing: {
    perTransaction: '{{percent}} + {{fixed}}',
    perTransactionNote: 'par transaction réussie',
    setupFee: 'Frais de mise en service',
    monthlyFee: 'Frais mensuels',
    payoutFee: 'Frais de versement',
    payout: 'Versement',
    payoutDays: 'en {{min}} à {{max}} jours ouvrés',
    individual: 'Tarification personnalisée',
    individualNote: 'Conditions selon le chiffre d’affaires, le secteur et les moyens de paiement',
  },
  providers: {
    mollie: {
      tagline: 'Des frais transparents sans coûts fixes : idéal pour les petites entreprises.',
      metaTitle: 'Mollie avec helloCASH – Paiement par carte sans frais fixes',
      metaDescription:
        'Le paiement par carte sur la caisse helloCASH avec Mollie : un tarif fixe par transaction réussie, sans frais de mise en service ni abonnement, avec un versement rapide.',
      title: 'Mollie avec helloCASH',
      intro:
        'Mollie est un prestataire de services de paiement européen basé à Amsterdam. Avec helloPayment, tu acceptes les paiements par carte via Mollie directement sur ta caisse helloCASH et tu ne paies que lorsque tu encaisses réellement.',
      benefits: [
        'Pas de frais de mise en service, pas d’abonnement, pas de durée minimale',
        'Tu ne paies que les transactions réussies',
        'Versement rapide sur ton compte professionnel, sans frais de versement',
        'Les paiements par carte apparaissent automatiquement dans la clôture de caisse de helloCASH',
      ],
      pricingText:
        'Un tarif fixe par transaction réussie, rien de plus. Les paiements refusés ou annulés ne te coûtent rien.',
      terminal: [
        'Sans contact par NFC ainsi qu’avec puce et code PIN',
        'Visa, Mastercard, Apple Pay et Google Pay',
        'helloCASH transmet le montant automatiquement au terminal : pas de double saisie',
        'Statut du paiement et ticket directement dans la caisse',
      ],
      audience: [
        'Commerces de détail et magasins de producteurs',
        'Cafés, boulangeries et petite restauration',
        'Salons de coiffure et instituts de beauté',
        'Créateurs d’entreprise et commerces au chiffre d’affaires variable',
      ],
    },
    adyen: {
      tagline: 'La plateforme de paiement des entreprises en croissance à plusieurs sites.',
      metaTitle: 'Adyen avec helloCASH – Paiement par carte pour entreprises en croissance',
      metaDescription:
        'Le paiement par carte sur la caisse helloCASH avec Adyen : tarification personnalisée, tous les sites et moyens de paiement sur une seule plateforme.',
      title: 'Adyen avec helloCASH',
      intro:
        'Adyen est une plateforme de paiement internationale basée à Amsterdam qui réunit les paiements en magasin, en ligne et sur mobile. Avec helloPayment, tu relies Adyen directement à ta caisse helloCASH.',
      benefits: [
        'Des conditions adaptées à ton chiffre d’affaires et à tes moyens de paiement',
        'Tous tes magasins et toutes tes caisses dans un seul reporting',
        'Paiements en magasin et en ligne sur une seule plateforme',
        'Contrôle des risques intégré pour te protéger de la fraude',
      ],
      pricingText:
        'Adyen calcule les frais de manière personnalisée, selon le chiffre d’affaires, le secteur et les moyens de paiement de ta clientèle. Après la pré-inscription, tu reçois une offre personnalisée.',
      terminal: [
        'Terminaux fixes et mobiles, sans contact ainsi qu’avec puce et code PIN',
        'Cartes internationales, Apple Pay et Google Pay',
        'helloCASH transmet le montant automatiquement au terminal',
        'Gestion centralisée des terminaux de plusieurs sites',
      ],
      audience: [
        'Réseaux de magasins et franchises',
        'Restauration et commerce avec un volume élevé de paiements par carte',
        'Commerçants avec boutique physique et boutique en ligne',
        'Entreprises qui vendent dans plusieurs pays',
      ],
    },
  },
  page: {
    back: 'Retour à la comparaison des prestataires',
    benefits: 'Tes avantages',
    pricing: 'Modèle tarifaire',
    terminal: 'Fonctions du terminal',
    audience: 'Pour qui ?',
  },
  preregistration: {
    title: 'Pré-inscris-toi pour {{provider}}',
    intro:
      'Sans engagement et gratuit : nous te contactons dès que le paiement par carte avec {{provider}} est disponible pour toi dans helloCASH.',
    email: 'Adresse e-mail*',
    emailPlaceholder: 'nom@ton-entreprise.fr',
    interest: 'Quel est ton niveau d’intérêt ?',
    interestLevels: {
      low: 'Faible - Simple information',
      medium: 'Moyen - Prévu pour plus tard',
      high: 'Élevé - Démarrer tout de suite',
    },
    required: '* Champ obligatoire',
    privacy:
      'Nous utilisons ton adresse e-mail uniquement pour te contacter au sujet de helloPayment.',
    honeypot: 'Site web (laisse ce champ vide)',
    submit: 'Se pré-inscrire',
    sending: 'Enregistrement...',
    successTitle: '✓ Pré-inscription réussie !',
    successText: 'Ta pré-inscription pour {{provider}} est enregistrée. Nous te contacterons.',
    toastSuccessTitle: 'Merci beaucoup !',
    toastSuccessText: 'Ta pré-inscription a bien été enregistrée. Nous te contacterons.',
    toastErrorTitle: 'Erreur',
    toastErrorFallback: 'La pré-inscription n’a pas pu être enregistrée',
  },
};
