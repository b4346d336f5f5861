import { pageTexts } from 'shared-ui';
import { verifactuTexts } from '../../texts';

/**
 * The industry pages: the catalog's `industries` block, kept with the page so that it
 * loads with the page's chunk. Its title, description and heading stay in
 * texts/: the head, the menu and the breadcrumbs need them without the page.
 */
const de = {
  flowHeading: 'Ein Tag mit Verifactu',
  receiptHeading: 'So sieht ein Beleg aus',
  receiptButton: 'Demo-Beleg ansehen',
  receiptDialogTitle: 'Demo-Beleg: {{shop}}',
  receiptDialogDescription:
    'Ein Beispielbeleg, wie ihn eine Verifactu-konforme Kasse in Spanien druckt (auf Spanisch).',
  receiptNotes: {
    qr: 'Der QR-Code führt zur Prüfung bei der AEAT.',
    mark: 'Der Hinweis „VERI*FACTU“ zeigt: Der Datensatz wurde gemeldet.',
    number: 'Rechnungsnummer und Fingerabdruck (Huella) verketten jeden Beleg mit dem vorigen.',
  },
  demoQr: 'Demo-QR-Code, nicht prüfbar',
  close: 'Schließen',
  video: 'Branchenvideo ansehen',
  videoSoon: 'Das Branchenvideo folgt in Kürze.',
  checkHeading: 'Branchen-Check',
  checkText: 'Prüfe in fünf Punkten, ob deine Kasse für Verifactu reicht.',
  checkButton: 'Branchen-Check starten',
  hairBeauty: {
    lead: 'Behandlungen, Produkte, Gutscheine: So bleibt dein Salon mit Verifactu auf der sicheren Seite – ohne Mehraufwand am Empfang.',
    flow: {
      open: {
        time: '09:00',
        title: 'Salon öffnen',
        text: 'Die Kasse startet und setzt das Journal lückenlos fort.',
      },
      sale: {
        time: '11:30',
        title: 'Schnitt und Pflegeprodukt kassieren',
        text: 'Dienstleistung und Produkt landen auf einem Beleg, jeder mit dem richtigen Steuersatz.',
      },
      receipt: {
        time: '11:31',
        title: 'Beleg mit QR-Code',
        text: 'Die Kundin bekommt den Beleg gedruckt oder per E-Mail – der Datensatz geht automatisch an die AEAT.',
      },
      close: {
        time: '19:00',
        title: 'Tagesabschluss',
        text: 'Der Abschluss ist verkettet und jederzeit exportierbar.',
      },
    },
  },
  cafeGastro: {
    lead: 'Viele kleine Beträge, volle Stoßzeiten: Mit einer Verifactu-Kasse kassierst du schnell und meldest trotzdem jeden Beleg korrekt.',
    flow: {
      open: {
        time: '07:30',
        title: 'Öffnen',
        text: 'Die Kasse startet und setzt das Journal lückenlos fort.',
      },
      sale: {
        time: '08:15',
        title: 'Frühstück kassieren',
        text: 'Café con leche und Tostada – ein Tipp, ein Beleg mit dem ermäßigten Steuersatz.',
      },
      receipt: {
        time: '13:45',
        title: 'Tisch storniert eine Position',
        text: 'Korrekturen laufen über einen Stornodatensatz – gelöscht wird nie etwas.',
      },
      close: {
        time: '23:00',
        title: 'Tagesabschluss',
        text: 'Alle Datensätze sind gemeldet; der Abschluss ist verkettet und exportierbar.',
      },
    },
  },
  retail: {
    lead: 'Verkauf, Umtausch, Gutschein: Mit Verifactu ist jeder Vorgang in deinem Laden lückenlos und prüfbar belegt.',
    flow: {
      open: {
        time: '10:00',
        title: 'Laden öffnen',
        text: 'Die Kasse startet und setzt das Journal lückenlos fort.',
      },
      sale: {
        time: '12:20',
        title: 'Verkauf mit Kartenzahlung',
        text: 'Artikel scannen, Karte hinhalten – der Beleg mit QR-Code ist sofort fertig.',
      },
      receipt: {
        time: '15:10',
        title: 'Umtausch',
        text: 'Die Rückgabe erzeugt eine Korrekturrechnung, die mit dem ursprünglichen Beleg verknüpft ist.',
      },
      close: {
        time: '20:00',
        title: 'Tagesabschluss',
        text: 'Alle Datensätze sind gemeldet; der Abschluss ist verkettet und exportierbar.',
      },
    },
  },
};
const es: typeof de = {
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
};
const fr: typeof de = {
  flowHeading: 'Une journée avec Verifactu',
  receiptHeading: 'À quoi ressemble un ticket',
  receiptButton: 'Voir le ticket de démonstration',
  receiptDialogTitle: 'Ticket de démonstration : {{shop}}',
  receiptDialogDescription:
    'Un exemple de ticket tel qu’une caisse conforme à Verifactu l’imprime en Espagne (en espagnol).',
  receiptNotes: {
    qr: 'Le QR code mène à la vérification auprès de l’AEAT.',
    mark: 'La mention « VERI*FACTU » indique que l’enregistrement a été transmis.',
    number: 'Le numéro de facture et l’empreinte (huella) chaînent chaque ticket au précédent.',
  },
  demoQr: 'QR code de démonstration, non vérifiable',
  close: 'Fermer',
  video: 'Voir la vidéo du secteur',
  videoSoon: 'La vidéo du secteur arrive bientôt.',
  checkHeading: 'Test pour ton secteur',
  checkText: 'Vérifie en cinq points si ta caisse suffit pour Verifactu.',
  checkButton: 'Lancer le test du secteur',
  hairBeauty: {
    lead: 'Soins, produits, bons cadeaux : ainsi ton salon respecte Verifactu, sans travail en plus à l’accueil.',
    flow: {
      open: {
        time: '09:00',
        title: 'Ouvrir le salon',
        text: 'La caisse démarre et poursuit le journal sans interruption.',
      },
      sale: {
        time: '11:30',
        title: 'Encaisser une coupe et un produit',
        text: 'Prestation et produit sur un seul ticket, chacun avec le bon taux de TVA.',
      },
      receipt: {
        time: '11:31',
        title: 'Ticket avec QR code',
        text: 'La cliente reçoit son ticket imprimé ou par e-mail ; l’enregistrement part automatiquement à l’AEAT.',
      },
      close: {
        time: '19:00',
        title: 'Clôture de caisse',
        text: 'La clôture est chaînée et peut être exportée à tout moment.',
      },
    },
  },
  cafeGastro: {
    lead: 'Beaucoup de petits montants et des coups de feu : avec une caisse Verifactu, tu encaisses vite et chaque ticket est déclaré correctement.',
    flow: {
      open: {
        time: '07:30',
        title: 'Ouvrir',
        text: 'La caisse démarre et poursuit le journal sans interruption.',
      },
      sale: {
        time: '08:15',
        title: 'Encaisser le petit-déjeuner',
        text: 'Café au lait et tartine : une touche, un ticket au taux de TVA réduit.',
      },
      receipt: {
        time: '13:45',
        title: 'Une table annule un article',
        text: 'Les corrections passent par un enregistrement d’annulation : rien n’est jamais effacé.',
      },
      close: {
        time: '23:00',
        title: 'Clôture de caisse',
        text: 'Tous les enregistrements sont transmis ; la clôture est chaînée et exportable.',
      },
    },
  },
  retail: {
    lead: 'Ventes, échanges, bons d’achat : avec Verifactu, chaque opération de ta boutique est justifiée et vérifiable.',
    flow: {
      open: {
        time: '10:00',
        title: 'Ouvrir la boutique',
        text: 'La caisse démarre et poursuit le journal sans interruption.',
      },
      sale: {
        time: '12:20',
        title: 'Vente par carte',
        text: 'Scanner, présenter la carte : le ticket avec QR code sort aussitôt.',
      },
      receipt: {
        time: '15:10',
        title: 'Un échange',
        text: 'Le retour génère une facture rectificative liée au ticket d’origine.',
      },
      close: {
        time: '20:00',
        title: 'Clôture de caisse',
        text: 'Tous les enregistrements sont transmis ; la clôture est chaînée et exportable.',
      },
    },
  },
};

export const industriesTexts = pageTexts(verifactuTexts, 'industries', { de, es, fr });
