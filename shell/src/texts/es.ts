import type { ShellCatalog } from './de';

export const es: ShellCatalog = {
  meta: {
    siteName: 'helloMarketing',
    homeTitle: 'Más clientes para pequeños negocios',
    homeDescription:
      'E-books gratuitos sobre redes sociales, webs sencillas y cajas modernas: helloMarketing ayuda a los pequeños negocios a convertir la atención en clientes que pagan.',
    notFoundTitle: 'Página no encontrada',
    notFoundDescription: 'Esta página no existe.',
  },
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    roadmap: 'Próximamente',
    feedback: 'Opiniones',
    country: 'País',
    language: 'Idioma',
    theme: 'Tema',
    themeToggle: 'Cambiar entre diseño claro y oscuro',
    skipToContent: 'Saltar al contenido',
  },
  countries: { DE: 'Alemania', ES: 'España', FR: 'Francia' },
  languages: { de: 'Deutsch', es: 'Español', fr: 'Français' },
  footer: {
    blurb:
      'helloMarketing da a los pequeños negocios más visibilidad y clientes que pagan: con e-books gratuitos sobre redes sociales, páginas web sencillas y las cajas registradoras de helloCASH.',
    legal: 'Aviso legal',
    imprint: 'Aviso legal',
    privacy: 'Privacidad',
    nextSteps: 'Próximos pasos',
    feedback: '¿Qué quieres?',
    roadmap: 'Próximamente',
    newTab: '(se abre en una pestaña nueva)',
    copyright: '© 2025 helloMarketing. Todos los e-books se pueden descargar y compartir gratis.',
  },
  home: {
    claim: 'Más del 47 % de los pequeños empresarios dicen: necesitamos más clientes.',
    source: 'Fuente: encuesta a pequeños empresarios austriacos, 2024',
    title: 'Atención que se convierte en clientes que pagan.',
    text: 'Te mostramos cómo llegar a más personas con redes sociales, una web sencilla y una caja moderna, y cómo convertir interesados en clientes fieles.',
    cta: 'Consigue clientes ahora',
    more: 'Más información',
  },
  section: {
    loading: 'Cargando sección...',
    unavailableTitle: 'Esta sección no está disponible en este momento',
    unavailableText:
      'Algo ha fallado al cargarla. El resto de la página sigue funcionando: vuelve a intentarlo en un momento.',
    retry: 'Reintentar',
  },
  notFound: {
    title: '404 Page Not Found',
    hint: 'La dirección {{path}} no corresponde a ninguna página. Revisa si hay errores en la URL o vuelve a la página de inicio.',
    home: 'Ir a la página de inicio',
  },
};
