import type { EbooksCatalog } from './de';

export const es: EbooksCatalog = {
  menu: { ebooks: 'E-books', stories: 'Casos de éxito' },
  list: {
    metaTitle: 'Trucos y consejos para redes sociales – e-books gratuitos',
    metaDescription:
      'E-books gratuitos con consejos y estrategias profesionales para Facebook, Instagram, TikTok y más: descárgalos gratis ahora.',
    heading: 'Trucos y consejos para redes sociales',
    intro:
      'E-books gratuitos con estrategias prácticas para tu negocio: descárgalos, ponlos en práctica y consigue nuevos clientes.',
    loading: 'Cargando e-books...',
    empty: 'No hay e-books disponibles',
  },
  card: {
    free: 'DESCARGA GRATUITA',
    new: 'Nuevo',
    downloads_one: '{{formatted}} descarga',
    downloads_other: '{{formatted}} descargas',
    description: 'Consejos y estrategias profesionales para {{category}}',
    more: 'Más información y descarga',
  },
  detail: {
    previewNotice:
      'Vista previa: esta página solo se ve con el enlace de vista previa de la consola hasta que se active el e-book.',
    metaDescription:
      'Consejos y estrategias profesionales para {{category}}: descarga ahora el e-book gratis.',
    back: 'Volver a todos los e-books',
    highlightsTitle: 'Lo que te espera:',
    download: 'Descargar ahora - Gratis',
    loading: 'Cargando e-book...',
    notFoundTitle: 'E-book no encontrado',
    notFoundText: 'El e-book que buscas no existe.',
    loadErrorTitle: 'E-book no disponible',
    loadErrorText: 'No hemos podido cargar el e-book. Vuelve a intentarlo en un momento.',
    retry: 'Reintentar',
    popupBlocked: 'Tu navegador ha bloqueado la nueva pestaña.',
    openEbook: 'Abrir el e-book aquí',
    newTab: '(se abre en una pestaña nueva)',
  },
  ready: {
    title: 'Tu e-book está listo',
    saved: '¡Muchas gracias! Hemos guardado tu correo electrónico.',
    newsletter:
      '¡Muchas gracias! Confirma todavía tu suscripción a la newsletter: te hemos enviado un correo.',
    open: 'Abrir e-book',
  },
  dialog: {
    title: 'Consigue tu descarga gratuita',
    text: '¡Hazte con «{{title}}» gratis!',
    emailLabel: 'Correo electrónico',
    emailPlaceholder: 'nombre@ejemplo.es',
    submit: 'Descargar ahora',
    sending: 'Enviando...',
    newsletterNote:
      '1 newsletter al mes con trucos y consejos. Gratis. Puedes darte de baja cuando quieras.',
    skip: 'Omitir',
    close: 'Cerrar',
    toastSuccessTitle: '¡Muchas gracias!',
    toastSuccessText: 'Tu descarga empieza enseguida.',
    newsletterLabel: 'Sí, quiero recibir la newsletter con trucos y consejos.',
    newsletterConfirmNote: 'Primero te enviaremos un correo para que confirmes tu suscripción.',
    toastConfirmText:
      'Tu descarga empieza enseguida. Confirma también tu suscripción a la newsletter: te hemos enviado un correo.',
    toastErrorTitle: 'Error',
    toastErrorText:
      'No se ha podido guardar el correo electrónico. Inténtalo de nuevo u omite este paso.',
  },
  stories: {
    metaTitle: 'Casos de éxito – empresas reales, resultados reales',
    metaDescription:
      'Pequeñas empresas de Alemania, España y Francia cuentan cómo consiguen nuevos clientes con las redes sociales.',
    heading: 'Casos de éxito',
    intro: 'Pequeñas empresas cuentan cómo han conseguido nuevos clientes con las redes sociales.',
    loading: 'Cargando casos de éxito...',
    empty: 'Todavía no hay casos de éxito disponibles.',
    industry: 'Sector',
    location: 'Ubicación',
    previewNote:
      'Vista previa: este testimonio solo se ve con el enlace de vista previa de la consola hasta que se active.',
    previewInvalid: 'Enlace de vista previa no válido o caducado.',
  },
  newsletter: {
    confirmMetaTitle: 'Confirmar la suscripción a la newsletter',
    confirmMetaDescription:
      'Confirma tu suscripción a la newsletter mensual con trucos y consejos.',
    confirmTitle: 'Confirmar la suscripción a la newsletter',
    confirmText:
      'Confirma aquí que quieres recibir en tu dirección nuestra newsletter mensual con trucos y consejos.',
    confirmButton: 'Confirmar suscripción',
    confirming: 'Confirmando...',
    confirmedTitle: '¡Gracias, tu suscripción está confirmada!',
    confirmedText:
      'A partir de ahora recibirás nuestra newsletter una vez al mes. Puedes darte de baja cuando quieras con el enlace de cada correo.',
    expiredTitle: 'Este enlace ha caducado',
    expiredText:
      'Los enlaces de confirmación son válidos durante 48 horas. En tu próxima descarga de un e-book, marca de nuevo la newsletter y te enviaremos un enlace nuevo.',
    usedTitle: 'Este enlace ya se ha utilizado',
    usedText: 'La suscripción ya se ha confirmado con este enlace. No tienes que hacer nada más.',
    invalidTitle: 'Este enlace no es válido',
    invalidText:
      'Abre el enlace completo del correo. Si te has dado de baja mientras tanto, ya no es válido.',
    unsubscribeMetaTitle: 'Darse de baja de la newsletter',
    unsubscribeMetaDescription: 'Date de baja de la newsletter con un clic.',
    unsubscribeTitle: 'Darse de baja de la newsletter',
    unsubscribeText: 'Con un clic dejarás de recibir nuestros correos de la newsletter.',
    unsubscribeButton: 'Darme de baja',
    unsubscribing: 'Dando de baja...',
    unsubscribedTitle: 'Te has dado de baja',
    unsubscribedText: 'Ya no recibirás correos de nuestra newsletter.',
    unsubscribeInvalidText:
      'Este enlace de baja no es válido. Si tu dirección ya se ha borrado, de todos modos no recibirás más correos nuestros.',
    errorTitle: 'Error',
    errorText: 'Algo ha fallado. Inténtalo de nuevo en un momento.',
    toEbooks: 'Ir a los e-books',
  },
};
