import type { ProductsCatalog } from './de';

export const fr: ProductsCatalog = {
  menu: {
    brandProducts: 'Tous les produits helloMarketing',
    website: 'Solution site web',
    socialMedia: 'Solution réseaux sociaux',
    posProducts: 'Tous les produits helloCASH',
    posSystem: 'Système de caisse',
    benefits: 'Avantages',
  },
  lines: {
    marketing: {
      metaTitle: '{{brand}} – Des produits pour gagner des clients',
      metaDescription:
        'Site web, réseaux sociaux et avis clients : les solutions {{brand}} qui aident les petites entreprises à être trouvées en ligne et à gagner de nouveaux clients.',
      title: 'Les produits {{brand}}',
      intro:
        'Plus de visibilité, plus de demandes, plus de clients : des solutions pour que les petites entreprises soient trouvées en ligne.',
    },
    pos: {
      metaTitle: '{{brand}} – Caisse enregistreuse et paiements',
      metaDescription:
        'Caisse enregistreuse, paiement par carte et statistiques : les produits {{brand}} pour tout ce dont ton commerce a besoin en caisse.',
      title: 'Les produits {{brand}}',
      intro:
        'Encaisser, analyser, être payé plus vite : tout ce dont ton commerce a besoin en caisse.',
    },
  },
  /** A product's monthly price from (its card, its page). */
  price: { from: 'à partir de {{amount}} par mois' },
  list: {
    loading: 'Chargement des produits...',
    empty: 'Aucun produit disponible',
    emptyHint:
      'Nous ne proposons actuellement aucun produit de cette gamme dans ton pays. Reviens bientôt.',
    error: 'Les produits n’ont pas pu être chargés.',
    retry: 'Réessayer',
    more: 'En savoir plus',
    moreAbout: 'sur {{name}}',
  },
  detail: {
    loading: 'Chargement du produit...',
    notFound: 'Produit introuvable',
    notFoundText: 'Le produit recherché n’existe pas ou n’est plus proposé.',
    error: 'Le produit n’a pas pu être chargé.',
    retry: 'Réessayer',
    features: 'Fonctionnalités et avantages',
    back: 'Tous les produits {{brand}}',
    home: 'Aller à l’accueil',
    newTab: '(s’ouvre dans un nouvel onglet)',
    previewNotice:
      'Aperçu : cette page n’est visible qu’avec le lien d’aperçu de la console tant que le produit n’est pas activé.',
  },
  contact: {
    title: 'Demander un conseil',
    intro:
      'Des questions sur « {{product}} » ? Écris-nous : nous te conseillons gratuitement et sans engagement.',
    cta: 'Demander un conseil',
    name: 'Nom*',
    business: 'Entreprise*',
    email: 'Adresse e-mail*',
    emailPlaceholder: 'toi@exemple.fr',
    phone: 'Téléphone (facultatif)',
    message: 'Ton message*',
    messagePlaceholder: 'De quoi as-tu besoin, et pour quand ?',
    honeypot: 'Site web (laisse ce champ vide)',
    required: '* Champ obligatoire',
    submit: 'Demander un conseil',
    sending: 'Envoi en cours...',
    privacy: 'Nous utilisons tes données uniquement pour répondre à ta demande.',
    successTitle: 'Merci pour ta demande !',
    successText:
      'Nous avons bien reçu ta demande concernant {{product}} et nous te recontactons très vite.',
    again: 'Envoyer une autre demande',
    errorTitle: 'Erreur',
    errorFallback: "Ta demande n'a pas pu être envoyée. Réessaie.",
  },
};
