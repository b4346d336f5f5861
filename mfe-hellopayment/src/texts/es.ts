import type { PaymentCatalog } from './de';

export const es: PaymentCatalog = {
  menu: { payment: 'Cobra más rápido' },
  comparison: {
    metaTitle: 'helloPayment – Compara proveedores de pago',
    metaDescription:
      'Pago con tarjeta directamente en la caja helloCASH: comparamos Mollie y Adyen, con sus comisiones, y puedes preinscribirte sin compromiso.',
    title: 'helloPayment: cobra más rápido',
    intro:
      'Acepta pagos con tarjeta directamente en tu caja helloCASH: el importe pasa solo al terminal y el pago aparece en el cierre de caja. Compara dos proveedores de pago y preinscríbete sin compromiso.',
    details: 'Más detalles',
    preregister: 'Preinscríbete ahora',
    aboutProvider: 'sobre {{provider}}',
  },
  pricing: {
    perTransaction: '{{percent}} + {{fixed}}',
    perTransactionNote: 'por transacción completada',
    setupFee: 'Cuota de alta',
    monthlyFee: 'Cuota mensual',
    payoutFee: 'Comisión por liquidación',
    payout: 'Liquidación',
    payoutDays: 'en {{min}}–{{max}} días hábiles',
    individual: 'Precios personalizados',
    individualNote: 'Condiciones según facturación, sector y medios de pago',
  },
  providers: {
    mollie: {
      tagline: 'Comisiones transparentes sin costes fijos: ideal para pequeños negocios.',
      metaTitle: 'Mollie con helloCASH – Pago con tarjeta sin costes fijos',
      metaDescription:
        'Pago con tarjeta en la caja helloCASH con Mollie: una tarifa fija por transacción completada, sin cuota de alta ni mensual y con liquidación rápida.',
      title: 'Mollie con helloCASH',
      intro:
        'Mollie es un proveedor europeo de servicios de pago con sede en Ámsterdam. Con helloPayment aceptas pagos con tarjeta a través de Mollie directamente en tu caja helloCASH y solo pagas cuando de verdad cobras.',
      benefits: [
        'Sin cuota de alta, sin cuota mensual y sin permanencia',
        'Solo pagas por las transacciones completadas',
        'Liquidación rápida en tu cuenta de empresa, sin comisión por liquidación',
        'Los pagos con tarjeta aparecen automáticamente en el cierre de caja de helloCASH',
      ],
      pricingText:
        'Una tarifa fija por cada transacción completada, y nada más. Los pagos rechazados o cancelados no te cuestan nada.',
      terminal: [
        'Pago sin contacto (NFC) y con chip y PIN',
        'Visa, Mastercard, Apple Pay y Google Pay',
        'helloCASH envía el importe automáticamente al terminal: no hace falta teclearlo dos veces',
        'Estado del pago y ticket directamente en la caja',
      ],
      audience: [
        'Pequeño comercio y tiendas de productores locales',
        'Cafeterías, panaderías y pequeña hostelería',
        'Peluquerías y centros de estética',
        'Emprendedores y negocios con facturación variable',
      ],
    },
    adyen: {
      tagline: 'La plataforma de pagos para empresas en crecimiento con varios locales.',
      metaTitle: 'Adyen con helloCASH – Pago con tarjeta para empresas en crecimiento',
      metaDescription:
        'Pago con tarjeta en la caja helloCASH con Adyen: precios personalizados y todos los locales y medios de pago en una sola plataforma.',
      title: 'Adyen con helloCASH',
      intro:
        'Adyen es una plataforma de pagos internacional con sede en Ámsterdam que reúne los pagos en tienda, en línea y móviles. Con helloPayment conectas Adyen directamente con tu caja helloCASH.',
      benefits: [
        'Condiciones adaptadas a tu facturación y a tus medios de pago',
        'Todas las tiendas y cajas en un informe común',
        'Pagos en tienda y en línea en una sola plataforma',
        'Control de riesgos integrado que te protege del fraude',
      ],
      pricingText:
        'Adyen calcula las comisiones de forma personalizada, según la facturación, el sector y los medios de pago que usan tus clientes. Tras la preinscripción recibirás una oferta personalizada.',
      terminal: [
        'Terminales fijos y móviles, sin contacto y con chip y PIN',
        'Tarjetas internacionales, Apple Pay y Google Pay',
        'helloCASH envía el importe automáticamente al terminal',
        'Gestión centralizada de los terminales de varios locales',
      ],
      audience: [
        'Cadenas de tiendas y franquicias',
        'Hostelería y comercio con alto volumen de pagos con tarjeta',
        'Comercios con tienda física y tienda en línea',
        'Empresas que venden en varios países',
      ],
    },
  },
  page: {
    back: 'Volver a la comparativa de proveedores',
    benefits: 'Tus ventajas',
    pricing: 'Modelo de precios',
    terminal: 'Funciones del terminal',
    audience: '¿Para quién es?',
  },
  preregistration: {
    title: 'Preinscríbete ahora con {{provider}}',
    intro:
      'Sin compromiso y gratis: te avisaremos en cuanto puedas cobrar con tarjeta con {{provider}} en helloCASH.',
    email: 'Correo electrónico*',
    emailPlaceholder: 'nombre@tu-empresa.es',
    interest: '¿Cuánto te interesa?',
    interestLevels: {
      low: 'Bajo - Solo información',
      medium: 'Medio - Lo planeo para más adelante',
      high: 'Alto - Empezar ya',
    },
    required: '* Campo obligatorio',
    privacy: 'Solo usaremos tu correo electrónico para contactarte sobre helloPayment.',
    honeypot: 'Sitio web (déjalo vacío)',
    submit: 'Preinscribirme ahora',
    sending: 'Guardando...',
    successTitle: '✓ ¡Preinscripción completada!',
    successText:
      'Hemos guardado tu preinscripción con {{provider}}. Nos pondremos en contacto contigo.',
    toastSuccessTitle: '¡Muchas gracias!',
    toastSuccessText:
      'Tu preinscripción se ha guardado correctamente. Nos pondremos en contacto contigo.',
    toastErrorTitle: 'Error',
    toastErrorFallback: 'No se ha podido guardar la preinscripción',
  },
};
