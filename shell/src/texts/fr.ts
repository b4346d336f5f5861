import type { ShellCatalog } from './de';

export const fr: ShellCatalog = {
  meta: {
    siteName: 'helloMarketing',
    homeTitle: 'Plus de clients pour les petites entreprises',
    homeDescription:
      'E-books gratuits sur les réseaux sociaux, sites web simples et caisses modernes : helloMarketing aide les petites entreprises à transformer l’attention en clients payants.',
    notFoundTitle: 'Page introuvable',
    notFoundDescription: 'Cette page n’existe pas.',
  },
  nav: {
    label: 'Navigation principale',
    home: 'Accueil',
    roadmap: 'Perspectives',
    feedback: 'Avis',
    country: 'Pays',
    language: 'Langue',
    theme: 'Thème',
    themeToggle: 'Basculer entre thème clair et sombre',
    skipToContent: 'Aller au contenu',
  },
  countries: { DE: 'Allemagne', ES: 'Espagne', FR: 'France' },
  languages: { de: 'Deutsch', es: 'Español', fr: 'Français' },
  footer: {
    blurb:
      'helloMarketing apporte aux petites entreprises plus de visibilité et de clients payants : avec des e-books gratuits sur les réseaux sociaux, des sites web simples et les caisses helloCASH.',
    legal: 'Mentions légales',
    imprint: 'Mentions légales',
    privacy: 'Confidentialité',
    nextSteps: 'Les prochaines étapes',
    feedback: 'Que veux-tu ?',
    roadmap: 'Perspectives',
    newTab: '(s’ouvre dans un nouvel onglet)',
    copyright: '© 2025 helloMarketing. Tous les e-books sont gratuits à télécharger et à partager.',
  },
  home: {
    claim: 'Plus de 47 % des petits entrepreneurs le disent : il nous faut plus de clients.',
    source: 'Source : enquête auprès de petits entrepreneurs autrichiens, 2024',
    title: 'De l’attention qui devient des clients payants.',
    text: 'Nous te montrons comment toucher plus de monde avec les réseaux sociaux, un site simple et une caisse moderne – et transformer les curieux en clients fidèles.',
    cta: 'Gagner des clients maintenant',
    more: 'En savoir plus',
  },
  section: {
    loading: 'Chargement de la section...',
    unavailableTitle: 'Cette section est momentanément indisponible',
    unavailableText:
      'Un problème est survenu pendant le chargement. Le reste du site fonctionne : réessaie dans un instant.',
    retry: 'Réessayer',
  },
  notFound: {
    title: '404 Page Not Found',
    hint: 'L’adresse {{path}} ne correspond à aucune page. Vérifie l’URL ou repars de la page d’accueil.',
    home: 'Retour à l’accueil',
  },
};
