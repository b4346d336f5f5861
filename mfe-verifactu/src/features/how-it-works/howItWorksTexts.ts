import { pageTexts } from 'shared-ui';
import { verifactuTexts } from '../../texts';

/**
 * 'So funktioniert Verifactu': the catalog's `howItWorks` block, kept with the page so that it
 * loads with the page's chunk. Its title, description and heading stay in
 * texts/: the head, the menu and the breadcrumbs need them without the page.
 */
const de = {
  lead: 'Verifactu sorgt dafür, dass jeder Beleg vollständig, nachvollziehbar und unveränderbar ist. Für dich ändert sich beim Kassieren kaum etwas – die Arbeit macht deine Kasse.',
  stepsHeading: 'In vier Schritten',
  steps: {
    sale: {
      title: 'Verkauf erfassen',
      text: 'Du kassierst wie gewohnt. Deine Kasse erstellt für jeden Verkauf einen Rechnungsdatensatz.',
    },
    chain: {
      title: 'Datensatz verketten',
      text: 'Jeder Datensatz erhält einen digitalen Fingerabdruck (Hash), der den vorherigen enthält. So fällt jede nachträgliche Änderung sofort auf.',
    },
    receipt: {
      title: 'Beleg mit QR-Code',
      text: 'Auf jedem Beleg steht ein QR-Code. Deine Kundschaft kann damit bei der Steuerbehörde prüfen, ob der Beleg gemeldet wurde.',
    },
    submit: {
      title: 'Meldung an die AEAT',
      text: 'Im VERI*FACTU-Modus sendet die Kasse jeden Datensatz automatisch an die spanische Steuerbehörde (AEAT). Fällt das Internet aus, wird später nachgesendet.',
    },
  },
  videoHeading: 'Verifactu im Video',
  videoComing: 'Das Erklärvideo folgt in Kürze.',
  playVideo: 'Video abspielen',
};
const es: typeof de = {
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
};
const fr: typeof de = {
  lead: 'Verifactu garantit que chaque ticket est complet, traçable et inaltérable. Pour toi, l’encaissement ne change presque pas : c’est ta caisse qui fait le travail.',
  stepsHeading: 'En quatre étapes',
  steps: {
    sale: {
      title: 'Enregistrer la vente',
      text: 'Tu encaisses comme d’habitude. Ta caisse crée un enregistrement de facturation pour chaque vente.',
    },
    chain: {
      title: 'Chaîner l’enregistrement',
      text: 'Chaque enregistrement reçoit une empreinte numérique (hash) qui contient celle du précédent. Toute modification ultérieure se voit immédiatement.',
    },
    receipt: {
      title: 'Ticket avec QR code',
      text: 'Chaque ticket porte un QR code. Tes clients peuvent vérifier auprès de l’administration fiscale que le ticket a bien été déclaré.',
    },
    submit: {
      title: 'Envoi à l’AEAT',
      text: 'En mode VERI*FACTU, la caisse envoie automatiquement chaque enregistrement à l’administration fiscale espagnole (AEAT). En cas de coupure d’internet, l’envoi se fait plus tard.',
    },
  },
  videoHeading: 'Verifactu en vidéo',
  videoComing: 'La vidéo explicative arrive bientôt.',
  playVideo: 'Lire la vidéo',
};

export const howItWorksTexts = pageTexts(verifactuTexts, 'howItWorks', { de, es, fr });
