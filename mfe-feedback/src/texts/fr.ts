import type { FeedbackCatalog } from './de';

export const fr: FeedbackCatalog = {
  menu: { roadmap: 'Feuille de route', feedback: 'Que veux-tu ?' },
  feedback: {
    metaTitle: 'Ton avis – Que veux-tu ?',
    metaDescription:
      'Dis-nous ce qui te complique la vie de petit entrepreneur : nous construisons ce qui t’aide vraiment.',
    heading: 'Que veux-TU vraiment ?',
    intro:
      'Tu diriges une petite entreprise et tu sais mieux que personne où ça coince. Dis-nous ce qui te complique la vie : nous construisons ce qui t’aide vraiment.',
    label: 'Sois honnête, s’il te plaît...',
    placeholder:
      'Que devrions-nous résoudre pour que ta vie de petit entrepreneur soit plus simple demain ? Par exemple : « Je perds des heures chaque semaine avec … »',
    boardNote:
      'Ton message apparaîtra plus tard sur le tableau des idées, public, où d’autres pourront voter pour lui. N’écris rien de blessant et aucune donnée personnelle.',
    submit: 'ENVOYER maintenant',
    sending: 'Envoi en cours...',
    thanksTitle: 'Merci beaucoup !',
    thanksText:
      'Ton avis a bien été transmis. Nous lisons chaque message et l’examinons attentivement.',
    again: 'Envoyer un autre avis',
    toastSuccessTitle: 'Merci beaucoup !',
    toastSuccessText: 'Ton avis a bien été transmis.',
    toastErrorTitle: 'Erreur',
    toastErrorFallback: 'Ton avis n’a pas pu être envoyé.',
  },
  roadmap: {
    metaTitle: 'Feuille de route – ce qui est fait et ce qui arrive',
    metaDescription:
      'Ce que nous avons réalisé pour les petites entreprises, ce sur quoi nous travaillons et ce qui arrive ensuite.',
    heading: 'Feuille de route',
    intro: 'Ce que nous avons déjà réalisé, ce sur quoi nous travaillons et ce qui arrive ensuite.',
    current: 'Actuel',
    quarter: 'T{{quarter}} {{year}}',
    status: { completed: 'Terminé', current: 'En cours', upcoming: 'Prévu' },
    failed: 'La feuille de route n’a pas pu être chargée.',
    previewNote:
      'Aperçu : cette entrée n’est visible qu’avec le lien d’aperçu de la console tant qu’elle n’est pas activée.',
    previewInvalid: 'Lien d’aperçu invalide ou expiré.',
    empty: 'Rien sur la feuille de route pour le moment. Reviens bientôt.',
  },
  board: {
    metaTitle: 'Tableau des idées – vote pour les meilleures idées',
    metaDescription:
      'Découvre ce que d’autres petits entrepreneurs nous demandent et vote pour les idées qui t’aideraient le plus, sans créer de compte.',
    heading: 'Tableau des idées',
    intro:
      'Voici ce que des petits entrepreneurs comme toi nous demandent. Vote pour les idées qui t’aideraient le plus, sans créer de compte. Ainsi, nous voyons ce qui compte vraiment.',
    submitIdea: 'Proposer ton idée',
    filters: 'Trier et filtrer les idées',
    sort: 'Trier par',
    sorts: { votes: 'Les plus votées', newest: 'Les plus récentes' },
    status: 'Statut',
    allStatuses: 'Tous',
    apply: 'Afficher',
    statuses: {
      open: 'Ouverte',
      planned: 'Prévue',
      in_progress: 'En cours',
      done: 'Réalisée',
      declined: 'Refusée',
    },
    total_one: '{{formatted}} idée',
    total_other: '{{formatted}} idées',
    votes_one: '{{formatted}} vote',
    votes_other: '{{formatted}} votes',
    vote: 'Voter pour',
    unvote: 'Retirer mon vote',
    voted: 'Merci, ton vote compte.',
    unvoted: 'Ton vote a été retiré.',
    postedOn: 'Proposée le {{date}}',
    onRoadmap: 'Sur la feuille de route : {{title}}',
    onRoadmapPlain: 'Sur la feuille de route',
    honeypot: 'Laisse ce champ vide',
    errors: {
      dailyCap:
        'Cette idée a déjà reçu beaucoup de votes depuis ton réseau aujourd’hui. Réessaie demain.',
      gone: 'Cette idée n’est plus sur le tableau. Recharge la page pour voir où en sont les choses.',
      failed: 'Ton vote n’a pas pu être enregistré. Réessaie dans un instant.',
    },
    loading: 'Chargement des idées…',
    failed: 'Le tableau des idées n’a pas pu être chargé.',
    retry: 'Réessayer',
    empty:
      'Aucune idée sur le tableau pour l’instant. Envoie-nous la tienne : elle apparaîtra ici dès que nous l’aurons relue.',
    emptyFiltered: 'Aucune idée avec ce statut.',
    loadMore: 'Charger plus',
    loadingMore: 'Chargement d’autres idées…',
    loadedMore_one: '{{formatted}} idée de plus chargée',
    loadedMore_other: '{{formatted}} idées de plus chargées',
    firstPage: 'Revenir au début',
    toBoard: 'Voir le tableau des idées et voter',
    feedbackLine: 'Que demandent les autres petits entrepreneurs ?',
    thanksLine: 'Dès que nous aurons relu ton message, il apparaîtra sur le tableau des idées.',
    roadmapLine: 'Que devrait-on faire ensuite ? Dis-le-nous avec ton vote.',
    roadmapVotes_one: '{{formatted}} vote sur le tableau des idées',
    roadmapVotes_other: '{{formatted}} votes sur le tableau des idées',
  },
};
