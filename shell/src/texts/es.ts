import type { ShellCatalog } from './de';

export const es: ShellCatalog = {
  meta: {
    siteName: 'helloMarketing',
    homeTitle: 'Más clientes para pequeños negocios',
    homeDescription:
      'E-books gratuitos sobre redes sociales, webs sencillas y cajas modernas: helloMarketing ayuda a los pequeños negocios a convertir la atención en clientes que pagan.',
    aboutTitle: '¿Qué es helloMarketing?',
    aboutDescription:
      'E-books gratuitos, estrategias prácticas y consejos para todas las plataformas: así ayuda helloMarketing a los pequeños negocios a ganar clientes.',
    whyTitle: 'helloCash <> helloMarketing',
    whyDescription:
      'Por qué helloCASH ahora también hace marketing: publicaciones listas para usar, webs sencillas y soluciones que atraen clientes por sí solas.',
    notFoundTitle: 'Página no encontrada',
    notFoundDescription: 'Esta página no existe.',
    consentTitle: 'Configuración de cookies',
    consentDescription:
      'Qué cookies y tecnologías similares usa helloMarketing, para qué y durante cuánto tiempo, y tu elección sobre estadística y marketing, que puedes cambiar cuando quieras.',
    searchTitle: 'Buscar',
    searchDescription:
      'Busca e-books, productos, casos de éxito, guías de Verifactu y más, en tu idioma.',
  },
  nav: {
    label: 'Navegación principal',
    menu: 'Menú',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    country: 'País',
    language: 'Idioma',
    theme: 'Tema',
    applyLocale: 'Aplicar',
    themeToggle: 'Cambiar entre diseño claro y oscuro',
    skipToContent: 'Saltar al contenido',
  },
  countries: { DE: 'Alemania', ES: 'España', FR: 'Francia' },
  languages: { de: 'Deutsch', es: 'Español', fr: 'Français' },
  footer: {
    blurb:
      'helloMarketing da a los pequeños negocios más visibilidad y clientes que pagan: con e-books gratuitos sobre redes sociales, páginas web sencillas y las cajas registradoras de helloCASH.',
    legal: 'Información legal',
    imprint: 'Aviso legal',
    privacy: 'Privacidad',
    nextSteps: 'Próximos pasos',
    newTab: '(se abre en una pestaña nueva)',
    cookieSettings: 'Configuración de cookies',
    copyright: '© 2025 helloMarketing. Todos los e-books se pueden descargar y compartir gratis.',
  },
  home: {
    claim: 'Más del 47 % de los pequeños empresarios dicen: necesitamos más clientes.',
    source: 'Fuente: encuesta a pequeños empresarios austriacos, 2024',
    title: 'Atención que se convierte en clientes que pagan.',
    text: 'Te mostramos cómo llegar a más personas con redes sociales, una web sencilla y una caja moderna, y cómo convertir interesados en clientes fieles.',
    cta: 'Consigue clientes ahora',
    more: 'Más información',
    ebooksTitle: 'Los e-books gratuitos más descargados',
    ebooksText:
      'Los favoritos de negocios como el tuyo: léelos, ponlos en práctica y consigue nuevos clientes.',
    allEbooks: 'Ver todos los e-books',
    productsTitle: 'Soluciones para tu negocio',
    productsText: 'Más visibilidad con helloMarketing y cobros más fáciles con helloCASH.',
    marketingText: 'Web, redes sociales y reseñas que te traen nuevos clientes.',
    marketingAll: 'Todos los productos de helloMarketing',
    posText: 'La caja para tablet, ordenador y móvil, con pago con tarjeta e informes.',
    posAll: 'Todos los productos de helloCASH',
    storiesTitle: 'Lo que cuentan los pequeños negocios',
    storiesText: 'Negocios reales de tu país cuentan qué ha cambiado para ellos.',
    allStories: 'Leer todos los casos de éxito',
    ctaTitle: '¿Quieres conseguir más clientes?',
    ctaText: 'Empieza hoy con un e-book gratuito, o pide asesoramiento personal y sin compromiso.',
    ctaEbooks: 'Consigue tu e-book gratis',
    ctaContact: 'Solicitar asesoramiento',
  },
  about: {
    title: '¿Qué es helloMarketing?',
    intro:
      'helloMarketing es la propuesta de marketing de helloCASH para pequeños negocios: conocimiento gratuito, guías claras y herramientas sencillas para que la atención en internet se convierta en clientes reales en tu negocio.',
    resourcesTitle: 'Recursos gratuitos',
    resourcesText:
      'E-books sobre Facebook, Instagram, TikTok y Google: gratis para descargar y compartir, sin suscripción y sin letra pequeña.',
    strategiesTitle: 'Estrategias prácticas',
    strategiesText:
      'Nada de teoría de manual: guías paso a paso que puedes aplicar entre cliente y cliente.',
    platformsTitle: 'Para todas las plataformas',
    platformsText:
      'Redes sociales, web propia o perfil de Google: te mostramos qué canal encaja con tu negocio y cómo sacarle partido.',
    cta: 'Ver los e-books gratuitos',
  },
  why: {
    title: 'helloCash <> helloMarketing',
    heading: 'Por qué ahora también hacemos marketing',
    intro:
      'Desde hace años, helloCASH pone en orden la caja de miles de pequeños negocios. Y siempre escuchamos lo mismo: la caja funciona, pero faltan clientes. Por eso nace helloMarketing.',
    postsTitle: 'Publicaciones listas para usar',
    postsText:
      'Plantillas de publicaciones y stories pensadas para tu sector. Adáptalas, publícalas y listo: en minutos, no en horas.',
    websitesTitle: 'Webs sencillas',
    websitesText:
      'Una web rápida y bonita con horarios, oferta y contacto, sin agencia y sin conocimientos técnicos.',
    automationTitle: 'Soluciones que atraen clientes por sí solas',
    automationText:
      'Reseñas, recordatorios y ofertas que funcionan por sí solos y hacen volver a tus clientes habituales.',
    missionTitle: 'Nuestra misión',
    missionText:
      'Los pequeños negocios merecen las mismas oportunidades que las grandes cadenas. Hacemos el marketing tan sencillo como cobrar: comprensible, asequible y con resultados que notas en tu negocio.',
    closingTitle: 'Ganemos más clientes juntos',
    closingText:
      'Empieza con un e-book gratuito o cuéntanos qué necesitas: construimos helloMarketing contigo.',
    closingCta: 'Ver los e-books gratuitos',
    closingFeedback: '¿Qué quieres?',
  },
  error: {
    title: 'Algo ha salido mal',
    text: 'No hemos podido cargar la página. Vuelve a intentarlo en un momento; si sigue fallando, dinos el ID de error.',
    reference: 'ID de error: {{id}}',
  },
  section: {
    loading: 'Cargando sección...',
    unavailableTitle: 'Esta sección no está disponible en este momento',
    unavailableText:
      'Algo ha fallado al cargarla. El resto de la página sigue funcionando: vuelve a intentarlo en un momento.',
    retry: 'Reintentar',
  },
  consent: {
    title: 'Cookies y privacidad',
    text: 'Con tu consentimiento usamos cookies y tecnologías similares para estadística y marketing. Sin él contamos las visitas de forma anónima y sin cookies. Puedes cambiar tu elección cuando quieras en «Configuración de cookies».',
    notice: 'Información sobre privacidad',
    acceptAll: 'Aceptar todo',
    rejectAll: 'Rechazar todo',
    settings: 'Configuración',
    saved: 'Tu elección se ha guardado.',
    unavailable:
      'Ahora mismo no se ha podido guardar tu elección. Vuelve a intentarlo en un momento.',
  },
  search: {
    label: 'Buscar en el sitio',
    placeholder: 'Buscar …',
    submit: 'Buscar',
    field: 'Término de búsqueda',
    title: 'Buscar',
    prompt: '¿Qué buscas? E-books, productos, preguntas sobre Verifactu y más.',
    results_one: '{{count}} resultado para «{{query}}»',
    results_other: '{{count}} resultados para «{{query}}»',
    none: 'Sin resultados para «{{query}}»',
    suggestions: '¿Quisiste decir…?',
    popularEbooks: 'Los e-books más leídos',
    contactText: '¿No encuentras lo que buscas? Pregúntanos directamente.',
    contact: 'Ir al formulario de contacto',
    onlyIn: 'solo {{countries}}',
    pages: 'Más resultados',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {{page}} de {{pages}}',
    unavailable: 'La búsqueda no está disponible ahora mismo. Vuelve a intentarlo en un momento.',
    suggestionsLabel: 'Sugerencias',
    hitCount_one: '{{count}} resultado',
    hitCount_other: '{{count}} resultados',
    kinds: {
      ebook: 'E-book',
      product: 'Producto',
      story: 'Caso de éxito',
      faq: 'FAQ',
      glossary: 'Glosario',
      roadmap: 'Hoja de ruta',
      page: 'Página',
    },
  },
  notFound: {
    title: '404 Página no encontrada',
    hint: 'La dirección {{path}} no corresponde a ninguna página. Comprueba que la URL no tenga erratas o vuelve a empezar desde la página de inicio.',
    home: 'Ir a la página de inicio',
  },
};
