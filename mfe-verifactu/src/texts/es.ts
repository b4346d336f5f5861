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
  },
  howItWorks: {
    metaTitle: 'Así funciona Verifactu',
    metaDescription:
      'De la venta al envío a la AEAT: cómo Verifactu hace que cada ticket sea infalsificable, en cuatro pasos.',
    heading: 'Así funciona Verifactu',
  },
  deadlines: {
    metaTitle: '¿Desde cuándo se aplica Verifactu? Fechas y cuenta atrás',
    metaDescription:
      'Las fechas de Verifactu en España para empresas y autónomos, con cuenta atrás y recordatorio en el calendario.',
    heading: '¿Desde cuándo se aplica Verifactu?',
  },
  registerCheck: {
    metaTitle: '¿Me sirve mi caja? La lista de control Verifactu',
    metaDescription:
      'Cinco preguntas sobre tu caja: inalterabilidad, registro, exportación, código QR y certificación. Verás al instante qué falta.',
    heading: '¿Me sirve mi caja?',
  },
  obligationCheck: {
    metaTitle: '¿Tengo que usar Verifactu? El test rápido',
    metaDescription:
      'Tres preguntas de sí o no y una respuesta clara: ¿se aplica Verifactu a tu negocio en España?',
    heading: '¿Tengo que usar Verifactu?',
  },
  fines: {
    metaTitle: 'Sanciones Verifactu: qué multas hay',
    metaDescription:
      'Hasta 50.000 € de multa: las cuatro infracciones de Verifactu, sus importes y su nivel de riesgo.',
    heading: '¿Qué sanciones hay?',
  },
  industries: {
    hairBeauty: {
      metaTitle: 'Verifactu para peluquerías y salones de estética',
      metaDescription:
        'Qué significa Verifactu para peluquerías y centros de estética en España: un día de trabajo, un ticket de ejemplo y el test de la caja.',
      heading: 'Verifactu para peluquería y estética',
    },
    cafeGastro: {
      metaTitle: 'Verifactu para cafeterías y hostelería',
      metaDescription:
        'Qué significa Verifactu para cafeterías, bares y restaurantes en España: un día de trabajo, un ticket de ejemplo y el test de la caja.',
      heading: 'Verifactu para cafetería y hostelería',
    },
    retail: {
      metaTitle: 'Verifactu para el comercio minorista',
      metaDescription:
        'Qué significa Verifactu para tiendas y comercios en España: un día de trabajo, un ticket de ejemplo y el test de la caja.',
      heading: 'Verifactu para el comercio minorista',
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
  },
  glossary: {
    metaTitle: 'Glosario Verifactu: los términos, bien explicados',
    metaDescription:
      'VERI*FACTU, SIF, huella, AEAT y más: los términos más importantes de Verifactu explicados de forma sencilla.',
    heading: 'Glosario Verifactu',
  },
};
