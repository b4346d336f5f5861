import type { FeedbackCatalog } from './de';

export const es: FeedbackCatalog = {
  menu: { roadmap: 'Hoja de ruta', feedback: '¿Qué quieres?' },
  feedback: {
    metaTitle: 'Tu opinión – ¿Qué quieres?',
    metaDescription:
      'Cuéntanos qué te complica la vida como pequeño empresario: construimos lo que de verdad te ayuda.',
    heading: '¿Qué quieres TÚ de verdad?',
    intro:
      'Diriges un pequeño negocio y sabes mejor que nadie dónde falla. Cuéntanos qué te complica el trabajo: construimos lo que de verdad te ayuda.',
    label: 'Sé sincero, por favor...',
    placeholder:
      '¿Qué deberíamos resolver para que mañana tu vida como pequeño empresario sea más fácil? Por ejemplo: «Cada semana pierdo horas con …»',
    boardNote:
      'Más adelante, tu mensaje aparecerá en el tablón de ideas, que es público y donde otras personas pueden votarlo. Por favor, no escribas nada ofensivo ni datos personales.',
    submit: 'ENVIAR ahora',
    sending: 'Enviando...',
    thanksTitle: '¡Muchas gracias!',
    thanksText: 'Tu opinión se ha enviado. Leemos cada mensaje y lo revisamos con atención.',
    again: 'Enviar otra opinión',
    toastSuccessTitle: '¡Muchas gracias!',
    toastSuccessText: 'Tu opinión se ha enviado correctamente.',
    toastErrorTitle: 'Error',
    toastErrorFallback: 'No se ha podido enviar tu opinión.',
  },
  roadmap: {
    metaTitle: 'Hoja de ruta – lo que ya está hecho y lo que viene',
    metaDescription:
      'Lo que hemos conseguido para los pequeños negocios, en qué trabajamos y qué viene después.',
    heading: 'Hoja de ruta',
    intro: 'Lo que ya hemos conseguido, en qué trabajamos ahora y qué viene después.',
    current: 'Actual',
    quarter: 'T{{quarter}} {{year}}',
    status: { completed: 'Completado', current: 'En curso', upcoming: 'Previsto' },
    failed: 'No se ha podido cargar la hoja de ruta.',
    previewNote:
      'Vista previa: esta entrada solo se ve con el enlace de vista previa de la consola hasta que se active.',
    previewInvalid: 'Enlace de vista previa no válido o caducado.',
    empty: 'Ahora mismo no hay nada en la hoja de ruta. Vuelve pronto.',
  },
  board: {
    metaTitle: 'Tablón de ideas – vota las mejores ideas',
    metaDescription:
      'Lee lo que otros pequeños empresarios nos piden y vota las ideas que más te ayudarían, sin crear ninguna cuenta.',
    heading: 'Tablón de ideas',
    intro:
      'Aquí tienes lo que pequeños empresarios como tú nos piden. Vota las ideas que más te ayudarían, sin crear ninguna cuenta. Así vemos lo que de verdad importa.',
    submitIdea: 'Proponer tu idea',
    filters: 'Ordenar y filtrar ideas',
    sort: 'Ordenar por',
    sorts: { votes: 'Más votadas', newest: 'Más recientes' },
    status: 'Estado',
    allStatuses: 'Todos',
    apply: 'Mostrar',
    statuses: {
      open: 'Abierta',
      planned: 'Prevista',
      in_progress: 'En curso',
      done: 'Hecha',
      declined: 'Descartada',
    },
    total_one: '{{formatted}} idea',
    total_other: '{{formatted}} ideas',
    votes_one: '{{formatted}} voto',
    votes_other: '{{formatted}} votos',
    vote: 'Votar',
    unvote: 'Retirar mi voto',
    voted: 'Gracias, tu voto cuenta.',
    unvoted: 'Has retirado tu voto.',
    postedOn: 'Enviada el {{date}}',
    onRoadmap: 'En la hoja de ruta: {{title}}',
    onRoadmapPlain: 'En la hoja de ruta',
    honeypot: 'Déjalo vacío',
    errors: {
      dailyCap:
        'Hoy ya se ha votado muchas veces esta idea desde tu red. Vuelve a intentarlo mañana.',
      gone: 'Esta idea ya no está en el tablón. Recarga la página para ver el estado actual.',
      failed: 'No hemos podido guardar tu voto. Inténtalo de nuevo dentro de un momento.',
    },
    loading: 'Cargando ideas…',
    failed: 'No se ha podido cargar el tablón de ideas.',
    retry: 'Reintentar',
    empty:
      'Todavía no hay ideas en el tablón. Envíanos la tuya: aparecerá aquí en cuanto la revisemos.',
    emptyFiltered: 'No hay ideas con este estado.',
    loadMore: 'Cargar más',
    loadingMore: 'Cargando más ideas…',
    loadedMore_one: 'Se ha cargado {{formatted}} idea más',
    loadedMore_other: 'Se han cargado {{formatted}} ideas más',
    firstPage: 'Volver al principio',
    toBoard: 'Ir al tablón de ideas: lee y vota',
    feedbackLine: '¿Qué piden otros pequeños empresarios?',
    thanksLine: 'En cuanto revisemos tu mensaje, aparecerá en el tablón de ideas.',
    roadmapLine: '¿Qué debería venir después? Dínoslo con tu voto.',
    roadmapVotes_one: '{{formatted}} voto en el tablón de ideas',
    roadmapVotes_other: '{{formatted}} votos en el tablón de ideas',
  },
};
