import type { ShellCatalog } from './de';

export const fr: ShellCatalog = {
  meta: {
    siteName: 'helloMarketing',
    homeTitle: 'Plus de clients pour les petites entreprises',
    homeDescription:
      'E-books gratuits sur les réseaux sociaux, sites web simples et caisses modernes : helloMarketing aide les petites entreprises à transformer l’attention en clients payants.',
    aboutTitle: 'Qu’est-ce que helloMarketing ?',
    aboutDescription:
      'E-books gratuits, stratégies concrètes et conseils pour toutes les plateformes : comment helloMarketing aide les petites entreprises à gagner des clients.',
    whyTitle: 'helloCash <> helloMarketing',
    whyDescription:
      'Pourquoi helloCASH fait aussi du marketing : publications prêtes à l’emploi, sites simples et solutions qui attirent les clients automatiquement.',
    notFoundTitle: 'Page introuvable',
    notFoundDescription: 'Cette page n’existe pas.',
    consentTitle: 'Paramètres des cookies',
    consentDescription:
      'Quels cookies et technologies similaires helloMarketing utilise, pourquoi et pour combien de temps – et ton choix pour les statistiques et le marketing, modifiable à tout moment.',
    searchTitle: 'Recherche',
    searchDescription:
      'Cherche parmi les e-books, produits, témoignages, guides Verifactu et plus encore, dans ta langue.',
  },
  nav: {
    label: 'Navigation principale',
    menu: 'Menu',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    country: 'Pays',
    language: 'Langue',
    theme: 'Thème',
    applyLocale: 'Appliquer',
    themeToggle: 'Basculer entre thème clair et sombre',
    skipToContent: 'Aller au contenu',
  },
  countries: { DE: 'Allemagne', ES: 'Espagne', FR: 'France' },
  languages: { de: 'Deutsch', es: 'Español', fr: 'Français' },
  footer: {
    blurb:
      'helloMarketing apporte aux petites entreprises plus de visibilité et de clients payants : avec des e-books gratuits sur les réseaux sociaux, des sites web simples et les caisses helloCASH.',
    legal: 'Mentions légales',
    imprint: 'Mentions légales',
    privacy: 'Confidentialité',
    nextSteps: 'Les prochaines étapes',
    newTab: '(s’ouvre dans un nouvel onglet)',
    cookieSettings: 'Paramètres des cookies',
    copyright: '© 2025 helloMarketing. Tous les e-books sont gratuits à télécharger et à partager.',
  },
  home: {
    claim: 'Plus de 47 % des petits entrepreneurs le disent : il nous faut plus de clients.',
    source: 'Source : enquête auprès de petits entrepreneurs autrichiens, 2024',
    title: 'De l’attention qui devient des clients payants.',
    text: 'Nous te montrons comment toucher plus de monde avec les réseaux sociaux, un site simple et une caisse moderne – et transformer les curieux en clients fidèles.',
    cta: 'Gagner des clients maintenant',
    more: 'En savoir plus',
    ebooksTitle: 'Les e-books gratuits les plus téléchargés',
    ebooksText:
      'Les préférés des commerces comme le tien : lis-les, mets-les en pratique et gagne de nouveaux clients.',
    allEbooks: 'Voir tous les e-books',
    productsTitle: 'Des solutions pour ton commerce',
    productsText:
      'Plus de visibilité avec helloMarketing, des encaissements plus simples avec helloCASH.',
    marketingText: 'Site web, réseaux sociaux et avis clients qui t’amènent de nouveaux clients.',
    marketingAll: 'Tous les produits helloMarketing',
    posText:
      'La caisse pour tablette, ordinateur et smartphone, avec paiement par carte et statistiques.',
    posAll: 'Tous les produits helloCASH',
    storiesTitle: 'Ce que racontent les petites entreprises',
    storiesText: 'De vraies entreprises de ton pays racontent ce qui a changé pour elles.',
    allStories: 'Lire tous les témoignages',
    ctaTitle: 'Envie de gagner plus de clients ?',
    ctaText:
      'Commence aujourd’hui avec un e-book gratuit, ou demande un conseil personnalisé et sans engagement.',
    ctaEbooks: 'Obtenir mon e-book gratuit',
    ctaContact: 'Demander un conseil',
  },
  about: {
    title: 'Qu’est-ce que helloMarketing ?',
    intro:
      'helloMarketing est l’offre marketing de helloCASH pour les petites entreprises : des connaissances gratuites, des guides clairs et des outils simples pour transformer l’attention en ligne en vrais clients dans ton commerce.',
    resourcesTitle: 'Ressources gratuites',
    resourcesText:
      'Des e-books sur Facebook, Instagram, TikTok et Google, gratuits à télécharger et à partager, sans abonnement ni piège.',
    strategiesTitle: 'Stratégies concrètes',
    strategiesText:
      'Pas de théorie abstraite : des guides pas à pas à appliquer entre deux clients.',
    platformsTitle: 'Pour toutes les plateformes',
    platformsText:
      'Réseaux sociaux, site web ou fiche Google : nous te montrons quel canal convient à ton commerce et comment l’utiliser.',
    cta: 'Voir les e-books gratuits',
  },
  why: {
    title: 'helloCash <> helloMarketing',
    heading: 'Pourquoi nous faisons aussi du marketing',
    intro:
      'Depuis des années, helloCASH simplifie la caisse de milliers de petits commerces. Et nous entendons toujours la même chose : la caisse tourne, mais les clients manquent. C’est pour cela que helloMarketing existe.',
    postsTitle: 'Publications prêtes à l’emploi',
    postsText:
      'Des modèles de publications et de stories adaptés à ton secteur. Personnaliser, publier, c’est fait – en quelques minutes.',
    websitesTitle: 'Des sites web simples',
    websitesText:
      'Un site rapide et soigné avec horaires, offre et contact, sans agence et sans connaissances techniques.',
    automationTitle: 'Des solutions qui attirent les clients automatiquement',
    automationText:
      'Avis, rappels et offres qui tournent tout seuls et font revenir tes clients fidèles.',
    missionTitle: 'Notre mission',
    missionText:
      'Les petites entreprises méritent les mêmes chances que les grandes enseignes. Nous rendons le marketing aussi simple que l’encaissement : compréhensible, abordable et avec des résultats visibles dans ton commerce.',
    closingTitle: 'Gagnons plus de clients ensemble',
    closingText:
      'Commence par un e-book gratuit ou dis-nous ce dont tu as besoin : nous construisons helloMarketing avec toi.',
    closingCta: 'Voir les e-books gratuits',
    closingFeedback: 'Que veux-tu ?',
  },
  error: {
    title: 'Un problème est survenu',
    text: 'La page n’a pas pu être chargée. Réessaie dans un instant ; si le problème persiste, donne-nous la référence de l’erreur.',
    reference: 'Référence de l’erreur : {{id}}',
  },
  section: {
    loading: 'Chargement de la section...',
    unavailableTitle: 'Cette section est momentanément indisponible',
    unavailableText:
      'Un problème est survenu pendant le chargement. Le reste du site fonctionne : réessaie dans un instant.',
    retry: 'Réessayer',
  },
  consent: {
    title: 'Cookies et confidentialité',
    text: 'Avec ton consentement, nous utilisons des cookies et des technologies similaires pour les statistiques et le marketing. Sans lui, nous comptons les visites de façon anonyme et sans cookie. Tu peux modifier ton choix à tout moment dans « Paramètres des cookies ».',
    notice: 'Informations sur la confidentialité',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    settings: 'Paramètres',
    saved: 'Ton choix a été enregistré.',
    unavailable: 'Ton choix n’a pas pu être enregistré pour le moment. Réessaie dans un instant.',
  },
  search: {
    label: 'Rechercher sur le site',
    placeholder: 'Rechercher …',
    submit: 'Rechercher',
    field: 'Terme recherché',
    title: 'Recherche',
    prompt: 'Que cherches-tu ? E-books, produits, questions sur Verifactu et plus encore.',
    results_one: '{{count}} résultat pour « {{query}} »',
    results_other: '{{count}} résultats pour « {{query}} »',
    none: 'Aucun résultat pour « {{query}} »',
    suggestions: 'Tu voulais dire :',
    popularEbooks: 'Les e-books les plus lus',
    contactText: 'Rien trouvé ? Pose-nous directement ta question.',
    contact: 'Vers le formulaire de contact',
    onlyIn: '{{countries}} uniquement',
    pages: 'Plus de résultats',
    previous: 'Précédente',
    next: 'Suivante',
    page: 'Page {{page}} sur {{pages}}',
    unavailable: 'La recherche est momentanément indisponible. Réessaie dans un instant.',
    suggestionsLabel: 'Suggestions',
    hitCount_one: '{{count}} résultat',
    hitCount_other: '{{count}} résultats',
    kinds: {
      ebook: 'E-book',
      product: 'Produit',
      story: 'Témoignage',
      faq: 'FAQ',
      glossary: 'Glossaire',
      roadmap: 'Feuille de route',
      page: 'Page',
    },
  },
  notFound: {
    title: '404 Page introuvable',
    hint: 'L’adresse {{path}} ne correspond à aucune page. Vérifie l’URL ou repars de la page d’accueil.',
    home: 'Retour à l’accueil',
  },
};
