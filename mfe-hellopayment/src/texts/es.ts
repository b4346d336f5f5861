import type { PaymentCatalog } from './de';

export const es: PaymentCatalog = {
  menu: { payment: 'Cobra más rápido' },
  comparison: {
    metaTitle: 'helloPayment – Compare proveedores de pago',
    metaDescription:
      'Pago con tarjeta directamente en la caja helloCASH: Mollie y Adyen comparados, con comisiones y prerregistro sin compromiso.',
    title: 'helloPayment: cobre más rápido',
    intro:
      'Acepte pagos con tarjeta directamente en su caja helloCASH: el importe pasa automáticamente al terminal y el pago aparece en el cierre diario. Compare dos proveedores de pago y prerregístrese sin compromiso.',
    details: 'Más detalles',
    preregister: 'Prerregistrarse ahora',
    aboutProvider: 'sobre {{provider}}',
  },
  pricing: {
    perTransaction: '{{percent}} + {{fixed}}',
    perTransactionNote: 'por transacción realizada con éxito',
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
        'Pago con tarjeta en la caja helloCASH con Mollie: una tarifa fija por transacción realizada con éxito, sin cuota de alta ni mensual y con liquidación rápida.',
      title: 'Mollie con helloCASH',
      intro:
        'Mollie es un proveedor europeo de servicios de pago con sede en Ámsterdam. Con helloPayment acepta pagos con tarjeta a través de Mollie directamente en su caja helloCASH y solo paga cuando realmente cobra.',
      benefits: [
        'Sin cuota de alta, sin cuota mensual y sin permanencia',
        'Solo paga por las transacciones realizadas con éxito',
        'Liquidación rápida en su cuenta de empresa, sin comisión por liquidación',
        'Los pagos con tarjeta aparecen automáticamente en el cierre diario de helloCASH',
      ],
      pricingText:
        'Una tarifa fija por cada transacción realizada con éxito, y nada más. Los pagos rechazados o cancelados no le cuestan nada.',
      terminal: [
        'Sin contacto por NFC y con chip y PIN',
        'Visa, Mastercard, Apple Pay y Google Pay',
        'helloCASH envía el importe automáticamente al terminal: sin teclearlo dos veces',
        'Estado del pago y tique directamente en la caja',
      ],
      audience: [
        'Comercios minoristas y tiendas de productos locales',
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
        'Adyen es una plataforma de pagos internacional con sede en Ámsterdam que reúne los pagos en tienda, en línea y móviles. Con helloPayment conecta Adyen directamente con su caja helloCASH.',
      benefits: [
        'Condiciones adaptadas a su facturación y a sus medios de pago',
        'Todas las tiendas y cajas en un informe común',
        'Pagos en tienda y en línea en una sola plataforma',
        'Control de riesgos integrado para protegerle del fraude',
      ],
      pricingText:
        'Adyen calcula las comisiones de forma personalizada, según la facturación, el sector y los medios de pago que utilizan sus clientes. Tras el prerregistro recibirá una oferta personal.',
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
    back: 'Volver a la comparación de proveedores',
    benefits: 'Sus ventajas',
    pricing: 'Modelo de precios',
    terminal: 'Funciones del terminal',
    audience: '¿Para quién es adecuado?',
  },
  preregistration: {
    title: 'Prerregístrese ahora con {{provider}}',
    intro:
      'Sin compromiso y gratis: le avisaremos en cuanto el pago con tarjeta con {{provider}} esté disponible para usted en helloCASH.',
    email: 'Correo electrónico*',
    emailPlaceholder: 'nombre@su-empresa.es',
    interest: '¿Cuál es su nivel de interés?',
    interestLevels: {
      low: 'Bajo - Solo información',
      medium: 'Medio - Lo planeo para más adelante',
      high: 'Alto - Empezar ya',
    },
    required: '* Campo obligatorio',
    privacy:
      'Solo utilizaremos su correo electrónico para ponernos en contacto con usted sobre helloPayment.',
    honeypot: 'Sitio web (déjelo vacío)',
    submit: 'Prerregistrarse ahora',
    sending: 'Guardando...',
    successTitle: '✓ ¡Prerregistro completado!',
    successText:
      'Hemos guardado su prerregistro con {{provider}}. Nos pondremos en contacto con usted.',
    toastSuccessTitle: '¡Muchas gracias!',
    toastSuccessText:
      'Su prerregistro se ha guardado correctamente. Nos pondremos en contacto con usted.',
    toastErrorTitle: 'Error',
    toastErrorFallback: 'No se ha podido guardar el prerregistro',
  },
};
