import type { ProductsCatalog } from './de';

export const es: ProductsCatalog = {
  menu: {
    brandProducts: 'Todos los productos helloMarketing',
    website: 'Solución web',
    socialMedia: 'Solución de redes sociales',
    posProducts: 'Todos los productos helloCASH',
    posSystem: 'Sistema de caja',
    benefits: 'Ventajas',
  },
  lines: {
    marketing: {
      metaTitle: '{{brand}} – Productos para conseguir más clientes',
      metaDescription:
        'Web, redes sociales y reseñas: las soluciones de {{brand}} para que los pequeños negocios aparezcan en internet y consigan nuevos clientes.',
      title: 'Los productos de {{brand}}',
      intro:
        'Más visibilidad, más consultas, más clientes: soluciones para que tus clientes te encuentren en internet.',
    },
    pos: {
      metaTitle: '{{brand}} – Caja registradora y pagos',
      metaDescription:
        'Caja registradora, pago con tarjeta e informes: los productos de {{brand}} para todo lo que tu negocio necesita en la caja.',
      title: 'Los productos de {{brand}}',
      intro: 'Cobra, analiza y recibe tu dinero antes: todo lo que tu negocio necesita en la caja.',
    },
  },
  /** A product's monthly price from (its card, its page). */
  price: { from: 'desde {{amount}} al mes' },
  list: {
    loading: 'Cargando productos...',
    empty: 'No hay productos disponibles',
    emptyHint:
      'Ahora mismo no ofrecemos productos de esta línea en tu país. Vuelve a visitarnos pronto.',
    error: 'No se han podido cargar los productos.',
    retry: 'Volver a intentarlo',
    more: 'Más información',
    moreAbout: 'sobre {{name}}',
  },
  detail: {
    loading: 'Cargando producto...',
    notFound: 'Producto no encontrado',
    notFoundText: 'El producto que buscas no existe o ya no está disponible.',
    error: 'No se ha podido cargar el producto.',
    retry: 'Volver a intentarlo',
    features: 'Funciones y ventajas',
    back: 'Todos los productos de {{brand}}',
    home: 'Ir a la página de inicio',
    newTab: '(se abre en una pestaña nueva)',
    previewNotice:
      'Vista previa: esta página solo se ve con el enlace de vista previa de la consola hasta que se active el producto.',
  },
  contact: {
    title: 'Solicitar asesoramiento',
    intro: '¿Preguntas sobre «{{product}}»? Escríbenos y te asesoramos gratis y sin compromiso.',
    cta: 'Solicitar asesoramiento',
    name: 'Nombre*',
    business: 'Negocio*',
    email: 'Correo electrónico*',
    emailPlaceholder: 'tu@ejemplo.es',
    phone: 'Teléfono (opcional)',
    message: 'Tu mensaje*',
    messagePlaceholder: '¿Qué necesitas y para cuándo?',
    honeypot: 'Sitio web (déjalo vacío)',
    required: '* Campo obligatorio',
    submit: 'Solicitar asesoramiento',
    sending: 'Enviando...',
    privacy: 'Solo usamos tus datos para responder a tu solicitud.',
    successTitle: '¡Gracias por tu solicitud!',
    successText: 'Hemos recibido tu solicitud sobre {{product}} y te contactaremos pronto.',
    again: 'Enviar otra solicitud',
    errorTitle: 'Error',
    errorFallback: 'No hemos podido enviar tu solicitud. Inténtalo de nuevo.',
  },
};
