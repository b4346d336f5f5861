import type { EbooksCatalog } from './de';

export const fr: EbooksCatalog = {
  menu: { ebooks: 'E-books', stories: 'Témoignages' },
  list: {
    metaTitle: 'Trucs et astuces pour les réseaux sociaux – e-books gratuits',
    metaDescription:
      'Des e-books gratuits avec des conseils et stratégies de pro pour Facebook, Instagram, TikTok et plus encore : téléchargement gratuit.',
    heading: 'Trucs et astuces pour les réseaux sociaux',
    intro:
      'Des e-books gratuits avec des stratégies concrètes pour ton entreprise : télécharge, applique, gagne de nouveaux clients.',
    loading: 'Chargement des e-books...',
    empty: 'Aucun e-book disponible',
  },
  card: {
    free: 'TÉLÉCHARGEMENT GRATUIT',
    new: 'Nouveau',
    downloads_one: '{{formatted}} téléchargement',
    downloads_other: '{{formatted}} téléchargements',
    description: 'Conseils et stratégies de pro pour {{category}}',
    more: 'En savoir plus et télécharger',
  },
  detail: {
    previewNotice:
      'Aperçu : cette page n’est visible qu’avec le lien d’aperçu de la console tant que l’e-book n’est pas activé.',
    metaDescription:
      'Conseils et stratégies de pro pour {{category}} : télécharge l’e-book gratuitement.',
    back: 'Retour à tous les e-books',
    highlightsTitle: 'Ce qui t’attend :',
    download: 'Télécharger maintenant - Gratuit',
    loading: 'Chargement de l’e-book...',
    notFoundTitle: 'E-book introuvable',
    notFoundText: 'L’e-book que tu cherches n’existe pas.',
    loadErrorTitle: 'E-book indisponible',
    loadErrorText: 'L’e-book n’a pas pu être chargé. Réessaie dans un instant.',
    retry: 'Réessayer',
    popupBlocked: 'Ton navigateur a bloqué le nouvel onglet.',
    openEbook: 'Ouvrir l’e-book ici',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
  ready: {
    title: 'Ton e-book est prêt',
    saved: 'Merci beaucoup ! Ton adresse e-mail est enregistrée.',
    newsletter:
      'Merci beaucoup ! Confirme encore ton inscription à la newsletter : nous t’avons envoyé un e-mail.',
    open: 'Ouvrir l’e-book',
  },
  dialog: {
    title: 'Ton téléchargement gratuit',
    text: 'Obtiens « {{title}} » gratuitement !',
    emailLabel: 'Adresse e-mail',
    emailPlaceholder: 'marie@exemple.fr',
    submit: 'Télécharger maintenant',
    sending: 'Envoi en cours...',
    newsletterNote:
      '1 newsletter par mois avec des trucs et astuces. Gratuite. Désinscription possible à tout moment.',
    skip: 'Passer',
    close: 'Fermer',
    toastSuccessTitle: 'Merci beaucoup !',
    toastSuccessText: 'Ton téléchargement va commencer.',
    newsletterLabel: 'Oui, je veux recevoir la newsletter avec des trucs et astuces.',
    newsletterConfirmNote: "Tu recevras d'abord un e-mail pour confirmer ton inscription.",
    toastConfirmText:
      "Ton téléchargement va commencer. Confirme encore ton inscription à la newsletter : nous t'avons envoyé un e-mail.",
    toastErrorTitle: 'Erreur',
    toastErrorText: 'L’adresse e-mail n’a pas pu être enregistrée. Réessaie ou passe cette étape.',
  },
  stories: {
    metaTitle: 'Témoignages clients – de vraies entreprises, de vrais résultats',
    metaDescription:
      'De petites entreprises d’Allemagne, d’Espagne et de France racontent comment elles gagnent de nouveaux clients grâce aux réseaux sociaux.',
    heading: 'Témoignages clients',
    intro:
      'De petites entreprises racontent comment elles ont gagné de nouveaux clients grâce aux réseaux sociaux.',
    loading: 'Chargement des témoignages...',
    empty: 'Aucun témoignage disponible pour le moment.',
    industry: 'Secteur',
    location: 'Lieu',
    previewNote:
      'Aperçu : ce témoignage n’est visible qu’avec le lien d’aperçu de la console tant qu’il n’est pas activé.',
    previewInvalid: 'Lien d’aperçu invalide ou expiré.',
  },
  newsletter: {
    confirmMetaTitle: "Confirmer l'inscription à la newsletter",
    confirmMetaDescription:
      'Confirme ton inscription à la newsletter mensuelle de trucs et astuces.',
    confirmTitle: "Confirmer l'inscription à la newsletter",
    confirmText:
      'Confirme ici que tu veux recevoir à ton adresse notre newsletter mensuelle de trucs et astuces.',
    confirmButton: "Confirmer l'inscription",
    confirming: 'Confirmation en cours...',
    confirmedTitle: 'Merci, ton inscription est confirmée !',
    confirmedText:
      'Tu recevras désormais notre newsletter une fois par mois. Tu peux te désinscrire à tout moment grâce au lien présent dans chaque e-mail.',
    expiredTitle: 'Ce lien a expiré',
    expiredText:
      'Un lien de confirmation est valable 48 heures. Lors de ton prochain téléchargement d’e-book, coche à nouveau la newsletter et nous t’enverrons un nouveau lien.',
    usedTitle: 'Ce lien a déjà été utilisé',
    usedText: "L'inscription a déjà été confirmée avec ce lien. Tu n'as rien d'autre à faire.",
    invalidTitle: "Ce lien n'est pas valide",
    invalidText:
      "Ouvre le lien complet de l'e-mail. Si tu as annulé ton inscription entre-temps, il n'est plus valable.",
    unsubscribeMetaTitle: 'Se désinscrire de la newsletter',
    unsubscribeMetaDescription: 'Désinscris-toi de la newsletter en un clic.',
    unsubscribeTitle: 'Se désinscrire de la newsletter',
    unsubscribeText: "En un clic, tu ne recevras plus d'e-mails de notre newsletter.",
    unsubscribeButton: 'Me désinscrire',
    unsubscribing: 'Désinscription en cours...',
    unsubscribedTitle: 'Désinscription confirmée',
    unsubscribedText: "Tu ne recevras plus d'e-mails de notre newsletter.",
    unsubscribeInvalidText:
      "Ce lien de désinscription n'est pas valide. Si ton adresse a déjà été supprimée, tu ne recevras de toute façon plus d'e-mails de notre part.",
    errorTitle: 'Erreur',
    errorText: "Ça n'a pas marché. Réessaie dans un instant.",
    toEbooks: 'Voir les e-books',
  },
};
