import type { VerifactuCatalog } from './de';

export const es: VerifactuCatalog = {
  menu: { verifactu: 'Verifactu' },
  common: {
    back: 'Volver a la vista general',
    comingSoon: 'Próximamente',
    yes: 'Sí',
    no: 'No',
    showResult: 'Ver resultado',
    resultHeading: 'Tu resultado',
    helloCashCta: 'Descubre helloCASH',
    restart: 'Empezar de nuevo',
  },
  hub: {
    metaTitle: 'Verifactu en España: todo sobre la nueva obligación para las cajas',
    metaDescription:
      '¿Desde cuándo se aplica Verifactu, a quién afecta y te sirve tu caja? Test rápido, lista de control, sanciones, preguntas frecuentes y glosario para empresas y autónomos.',
    heading: 'Verifactu: la nueva obligación para las cajas en España',
    lead: 'España exige programas de caja y facturación a prueba de manipulaciones. Aquí descubres en pocos minutos qué te espera y cómo estar preparado.',
    bannerTitle: 'La obligación llega: las fechas ya están fijadas',
    bannerCorporate:
      'Desde el {{date}} para las empresas que tributan por el Impuesto sobre Sociedades',
    bannerEveryoneElse: 'Desde el {{date}} para todos los demás, también los autónomos',
    bannerNote:
      'Inicialmente estaba prevista para julio de 2025; la obligación se ha aplazado dos veces (RD 254/2025, RDL 15/2025).',
    audienceLabel: 'Para quién',
    audienceCompanies: 'Para empresas (S.L., S.A.)',
    audienceSelfEmployed: 'Para autónomos',
    twoMinuteCheck: 'Test de 2 minutos',
    pdfGuide: 'Descargar la guía en PDF',
    pdfGuideNote:
      'Fechas, listas de control, sanciones y preguntas frecuentes para imprimir, en PDF.',
    questionsHeading: 'Tus preguntas sobre Verifactu',
    comingSoonNote: 'Estamos preparando esta página.',
    questions: {
      howItWorks: {
        title: '¿Qué es Verifactu y cómo funciona?',
        text: 'De la venta al envío a Hacienda, explicado en cuatro pasos.',
        cta: 'Ver cómo funciona',
      },
      deadlines: {
        title: '¿Desde cuándo me afecta?',
        text: 'Todas las fechas para empresas y autónomos, con cuenta atrás.',
        cta: 'Ver las fechas',
      },
      obligation: {
        title: '¿Tengo que usar Verifactu?',
        text: 'Tres preguntas, una respuesta clara y su motivo.',
        cta: 'Ir al test rápido',
      },
      register: {
        title: '¿Me sirve mi caja?',
        text: 'La lista de control de 5 puntos para tu caja.',
        cta: 'Ir a la lista de control',
      },
      fines: {
        title: '¿Qué sanciones hay?',
        text: 'Multas y riesgos de un vistazo.',
        cta: 'Ver las sanciones',
      },
    },
    industryCta: 'Más sobre tu sector',
    industriesHeading: 'Verifactu en tu sector',
    industries: {
      hairBeauty: {
        title: 'Peluquería y estética',
        text: 'Citas, tratamientos, productos: un día en el salón con Verifactu.',
      },
      cafeGastro: {
        title: 'Cafetería y hostelería',
        text: 'Del desayuno al cierre: cobra rápido y declara sin errores.',
      },
      retail: {
        title: 'Comercio minorista',
        text: 'Ventas, cambios, vales: todo documentado de forma segura.',
      },
    },
    moreHeading: '¿Más preguntas?',
    faqLink: 'Preguntas frecuentes',
    glossaryLink: 'Glosario',
  },
  howItWorks: {
    metaTitle: 'Así funciona Verifactu',
    metaDescription:
      'De la venta al envío a la AEAT: cómo Verifactu hace que cada ticket sea infalsificable, en cuatro pasos.',
    heading: 'Así funciona Verifactu',
    lead: 'Verifactu garantiza que cada ticket sea íntegro, trazable e inalterable. Para ti, cobrar apenas cambia: el trabajo lo hace tu caja.',
    stepsHeading: 'En cuatro pasos',
    steps: {
      sale: {
        title: 'Registrar la venta',
        text: 'Cobras como siempre. Tu caja crea un registro de facturación por cada venta.',
      },
      chain: {
        title: 'Encadenar el registro',
        text: 'Cada registro recibe una huella digital (hash) que incluye la del anterior. Así cualquier cambio posterior se detecta al instante.',
      },
      receipt: {
        title: 'Ticket con código QR',
        text: 'Cada ticket lleva un código QR. Tus clientes pueden comprobar con él en la sede de la AEAT que el ticket se ha declarado.',
      },
      submit: {
        title: 'Envío a la AEAT',
        text: 'En la modalidad VERI*FACTU, la caja envía automáticamente cada registro a la Agencia Tributaria. Si se cae internet, lo envía más tarde.',
      },
    },
    videoHeading: 'Verifactu en vídeo',
    videoComing: 'El vídeo explicativo estará disponible muy pronto.',
    playVideo: 'Reproducir vídeo',
  },
  deadlines: {
    metaTitle: '¿Desde cuándo se aplica Verifactu? Fechas y cuenta atrás',
    metaDescription:
      'Las fechas de Verifactu en España para empresas y autónomos, con cuenta atrás y recordatorio en el calendario.',
    heading: '¿Desde cuándo se aplica Verifactu?',
    lead: 'La obligación se ha aplazado dos veces. Estas son las fechas vigentes: adaptarse a tiempo es la mejor manera de estar tranquilo.',
    audiences: {
      corporate: {
        title: 'Empresas',
        who: 'Para quienes tributan por el Impuesto sobre Sociedades, por ejemplo S.L. y S.A.',
      },
      everyoneElse: {
        title: 'Autónomos y resto de contribuyentes',
        who: 'Para los autónomos y el resto de contribuyentes, por ejemplo comunidades de bienes y sociedades civiles.',
      },
    },
    deadlineLabel: 'Fecha límite: {{date}}',
    countdownLabel: 'Tiempo restante',
    units: { days: 'días', hours: 'horas', minutes: 'minutos', seconds: 'segundos' },
    reached: 'La obligación se aplica desde el {{date}}.',
    remind: 'Recordármelo en el calendario',
    reminderSaved:
      'Se ha descargado el archivo de calendario «{{fileName}}». Ábrelo para añadir la fecha a tu calendario.',
    reminderFileName: 'verifactu-fecha-limite-{{date}}.ics',
    reminderSummary: 'Empieza la obligación Verifactu: {{audience}}',
    reminderDescription:
      'Desde hoy, los programas de caja y facturación en España deben cumplir Verifactu. Comprueba tu caja: {{url}}',
    historyNote:
      'Inicialmente la obligación iba a empezar en julio de 2025 (RD 1007/2023). Se aplazó mediante el RD 254/2025 y el RDL 15/2025.',
  },
  registerCheck: {
    metaTitle: '¿Me sirve mi caja? La lista de control Verifactu',
    metaDescription:
      'Cinco preguntas sobre tu caja: inalterabilidad, registro, exportación, código QR y certificación. Verás al instante qué falta.',
    heading: '¿Me sirve mi caja?',
    lead: 'Responde a los cinco puntos con sí o no. Verás al instante si tu caja está lista para Verifactu y qué le falta.',
    criteria: {
      immutability: {
        title: 'Inalterabilidad',
        question: '¿Un ticket registrado ya no se puede borrar ni modificar?',
        missing:
          'Los tickets registrados no deben poder modificarse; las correcciones, solo por anulación.',
      },
      journal: {
        title: 'Registro',
        question:
          '¿Lleva tu caja un registro completo y encadenado de todas las operaciones y eventos?',
        missing: 'Falta un registro completo y encadenado de todas las operaciones.',
      },
      export: {
        title: 'Exportación',
        question:
          '¿Puedes exportar todos los registros en el formato exigido en cualquier momento, por ejemplo para una inspección?',
        missing: 'Falta la exportación de todos los registros en el formato exigido.',
      },
      qrCode: {
        title: 'Código QR en el ticket',
        question: '¿Imprime tu caja en cada ticket un código QR para comprobarlo en la AEAT?',
        missing: 'Los tickets necesitan un código QR con el que tus clientes puedan comprobarlos.',
      },
      certification: {
        title: 'Certificación',
        question: '¿Ha emitido el fabricante de tu caja la declaración responsable?',
        missing: 'Falta la declaración responsable del fabricante.',
      },
    },
    unanswered: 'Responde todavía a: {{list}}',
    readyTitle: 'Tu caja está lista para Verifactu',
    readyText:
      'Cumple los cinco puntos. Mantén el programa actualizado y comprueba antes de la fecha límite que la modalidad VERI*FACTU esté activada.',
    notReadyTitle: 'Tu caja todavía no está lista',
    notReadyText_one: 'Falta {{count}} punto:',
    notReadyText_other: 'Faltan {{count}} puntos:',
    ctaText: 'helloCASH cumple los cinco puntos y tú sigues cobrando como siempre.',
  },
  obligationCheck: {
    metaTitle: '¿Tengo que usar Verifactu? El test rápido',
    metaDescription:
      'Tres preguntas de sí o no y una respuesta clara: ¿se aplica Verifactu a tu negocio en España?',
    heading: '¿Tengo que usar Verifactu?',
    lead: 'Tres preguntas, dos minutos: descubre si la obligación Verifactu te afecta y por qué.',
    questions: {
      taxedInSpain: {
        short: 'tributación en España',
        title: '¿Tu negocio tributa en España?',
        hint: 'Da igual si es una sociedad (S.L., S.A.) o si eres autónomo.',
      },
      usesSoftware: {
        short: 'caja o programa',
        title: '¿Emites facturas o tickets con una caja o un programa?',
        hint: 'También cuenta un TPV en una tableta o un programa de facturación.',
      },
      exemptRegime: {
        short: 'SII, País Vasco o Navarra',
        title: '¿Usas el SII o tributas en el País Vasco o en Navarra?',
        hint: 'El SII es el sistema de envío continuo de los libros de IVA; el País Vasco y Navarra tienen sistemas propios.',
      },
    },
    unanswered: 'Responde todavía a: {{list}}',
    obligatedTitle: 'Sí, Verifactu te afecta.',
    notObligatedTitle: 'No, Verifactu no te afecta.',
    reasons: {
      softwareInSpain:
        'Tributas en España y emites tickets con una caja o un programa, que debe cumplir Verifactu: desde el {{corporate}} si tributas por el Impuesto sobre Sociedades y desde el {{everyoneElse}} en los demás casos.',
      notTaxedInSpain: 'Verifactu solo se aplica a empresas y autónomos que tributan en España.',
      exemptRegime:
        'Si usas el SII o tributas en el País Vasco o en Navarra, se te aplican normas propias, no Verifactu.',
      invoicesByHand:
        'Si haces todas tus facturas a mano, no estás obligado. Pero en cuanto uses una caja o un programa, este debe cumplir Verifactu.',
    },
    nextCheck: '¿Me sirve mi caja? Ir a la lista de control',
    nextDeadlines: 'Ver todas las fechas',
  },
  fines: {
    metaTitle: 'Sanciones Verifactu: qué multas hay',
    metaDescription:
      'Hasta 50.000 € de multa: las cuatro infracciones de Verifactu, sus importes y su nivel de riesgo.',
    heading: '¿Qué sanciones hay?',
    lead: 'Quien no usa una caja conforme se arriesga a multas elevadas. Las cuatro infracciones más importantes de un vistazo:',
    riskLabel: 'Riesgo',
    risk: { high: 'Riesgo alto', medium: 'Riesgo medio' },
    items: {
      missingConformity: {
        title: 'Falta de conformidad',
        text: 'Usas una caja o un programa que no cumple los requisitos.',
      },
      faultyJournal: {
        title: 'Registro defectuoso',
        text: 'El registro tiene huecos, no está encadenado o se ha modificado.',
      },
      missingReceiptProof: {
        title: 'Falta de justificantes',
        text: 'No puedes presentar los tickets o los registros de facturación.',
      },
      lateImplementation: {
        title: 'Implantación tardía',
        text: 'Tu caja no está adaptada en la fecha límite.',
      },
    },
    cta: 'Comprueba ahora si te sirve tu caja',
  },
  industries: {
    flowHeading: 'Un día con Verifactu',
    receiptHeading: 'Así es un ticket',
    receiptButton: 'Ver ticket de ejemplo',
    receiptDialogTitle: 'Ticket de ejemplo: {{shop}}',
    receiptDialogDescription:
      'Un ticket de ejemplo como el que imprime en España una caja conforme con Verifactu.',
    receiptNotes: {
      qr: 'El código QR lleva a la comprobación en la sede de la AEAT.',
      mark: 'La mención «VERI*FACTU» indica que el registro se ha enviado.',
      number: 'El número de factura y la huella encadenan cada ticket con el anterior.',
    },
    demoQr: 'Código QR de ejemplo, no verificable',
    close: 'Cerrar',
    video: 'Ver el vídeo del sector',
    videoSoon: 'El vídeo del sector estará disponible muy pronto.',
    checkHeading: 'Test para tu sector',
    checkText: 'Comprueba en cinco puntos si tu caja sirve para Verifactu.',
    checkButton: 'Empezar el test del sector',
    hairBeauty: {
      metaTitle: 'Verifactu para peluquerías y salones de estética',
      metaDescription:
        'Qué significa Verifactu para peluquerías y centros de estética en España: un día de trabajo, un ticket de ejemplo y el test de la caja.',
      heading: 'Verifactu para peluquería y estética',
      lead: 'Tratamientos, productos, bonos: así tu salón cumple con Verifactu sin más trabajo en recepción.',
      flow: {
        open: {
          time: '09:00',
          title: 'Abrir el salón',
          text: 'La caja arranca y continúa el registro sin huecos.',
        },
        sale: {
          time: '11:30',
          title: 'Cobrar corte y producto',
          text: 'Servicio y producto en un mismo ticket, cada uno con su tipo de IVA.',
        },
        receipt: {
          time: '11:31',
          title: 'Ticket con código QR',
          text: 'La clienta recibe el ticket impreso o por correo; el registro se envía automáticamente a la AEAT.',
        },
        close: {
          time: '19:00',
          title: 'Cierre de caja',
          text: 'El cierre queda encadenado y se puede exportar en cualquier momento.',
        },
      },
    },
    cafeGastro: {
      metaTitle: 'Verifactu para cafeterías y hostelería',
      metaDescription:
        'Qué significa Verifactu para cafeterías, bares y restaurantes en España: un día de trabajo, un ticket de ejemplo y el test de la caja.',
      heading: 'Verifactu para cafetería y hostelería',
      lead: 'Muchos importes pequeños y horas punta: con una caja Verifactu cobras rápido y declaras cada ticket correctamente.',
      flow: {
        open: {
          time: '07:30',
          title: 'Abrir',
          text: 'La caja arranca y continúa el registro sin huecos.',
        },
        sale: {
          time: '08:15',
          title: 'Cobrar el desayuno',
          text: 'Café con leche y tostada: un toque, un ticket con el IVA reducido.',
        },
        receipt: {
          time: '13:45',
          title: 'Una mesa anula un producto',
          text: 'Las correcciones se hacen con un registro de anulación: nunca se borra nada.',
        },
        close: {
          time: '23:00',
          title: 'Cierre de caja',
          text: 'Todos los registros están enviados; el cierre queda encadenado y se puede exportar.',
        },
      },
    },
    retail: {
      metaTitle: 'Verifactu para el comercio minorista',
      metaDescription:
        'Qué significa Verifactu para tiendas y comercios en España: un día de trabajo, un ticket de ejemplo y el test de la caja.',
      heading: 'Verifactu para el comercio minorista',
      lead: 'Ventas, cambios, vales: con Verifactu cada operación de tu tienda queda documentada y se puede comprobar.',
      flow: {
        open: {
          time: '10:00',
          title: 'Abrir la tienda',
          text: 'La caja arranca y continúa el registro sin huecos.',
        },
        sale: {
          time: '12:20',
          title: 'Venta con tarjeta',
          text: 'Escanear, acercar la tarjeta y listo: el ticket con código QR sale al instante.',
        },
        receipt: {
          time: '15:10',
          title: 'Un cambio',
          text: 'La devolución genera una factura rectificativa vinculada al ticket original.',
        },
        close: {
          time: '20:00',
          title: 'Cierre de caja',
          text: 'Todos los registros están enviados; el cierre queda encadenado y se puede exportar.',
        },
      },
    },
  },
  guide: {
    fileName: 'verifactu-guia.pdf',
    title: 'Guía Verifactu',
    subtitle:
      'La nueva obligación para las cajas en España: fechas, comprobaciones, sanciones y las preguntas más frecuentes',
    author: 'helloCASH',
    keywords: 'Verifactu, caja registradora, España, AEAT, programa de facturación',
    obligationIntro: 'La obligación te afecta si respondes así a las tres preguntas:',
    checklistNote:
      'Marca lo que hace tu caja. Cada casilla vacía es un punto que deberías resolver antes de la fecha límite.',
    fineRange: '{{range}} · {{risk}}',
    faqUnavailable:
      'Encontrarás las preguntas y respuestas más frecuentes en la sección Verifactu de helloCASH, en «Preguntas frecuentes».',
    disclaimer: 'Esta guía ofrece una visión general y no sustituye el asesoramiento fiscal.',
    footer: 'helloCASH · Guía Verifactu · Página {{page}} de {{pages}}',
  },
  faq: {
    metaTitle: 'Preguntas frecuentes sobre Verifactu',
    metaDescription:
      'Respuestas a las preguntas más habituales sobre Verifactu: fechas, a quién afecta, excepciones, sanciones y más.',
    heading: 'Preguntas frecuentes sobre Verifactu',
    lead: 'Las respuestas más importantes, breves y claras.',
    loading: 'Cargando preguntas frecuentes...',
    empty: 'Todavía no hay preguntas frecuentes.',
    error: 'No se han podido cargar las preguntas frecuentes.',
    retry: 'Reintentar',
    previewNote:
      'Vista previa: esta pregunta solo se ve con el enlace de vista previa de la consola hasta que se active.',
    previewInvalid: 'Enlace de vista previa no válido o caducado.',
  },
  glossary: {
    metaTitle: 'Glosario Verifactu: los términos, bien explicados',
    metaDescription:
      'VERI*FACTU, SIF, huella, AEAT y más: los términos más importantes de Verifactu explicados de forma sencilla.',
    heading: 'Glosario Verifactu',
    lead: 'Los términos más importantes de Verifactu, de la A a la Z.',
    loading: 'Cargando glosario...',
    empty: 'Todavía no hay entradas en el glosario.',
    error: 'No se ha podido cargar el glosario.',
    retry: 'Reintentar',
    previewNote:
      'Vista previa: este término solo se ve con el enlace de vista previa de la consola hasta que se active.',
    previewInvalid: 'Enlace de vista previa no válido o caducado.',
    searchLabel: 'Buscar un término',
    searchPlaceholder: 'p. ej. QR o AEAT',
    searchSubmit: 'Buscar',
    count: '{{shown}} de {{total}} términos',
    noMatch: 'Ningún término coincide con «{{query}}».',
  },
};
