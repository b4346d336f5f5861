import { pageTexts } from 'shared-ui';
import { verifactuTexts } from '../../texts';

/**
 * The register check: the catalog's `registerCheck` block, kept with the page so that it
 * loads with the page's chunk. Its title, description and heading stay in
 * texts/: the head, the menu and the breadcrumbs need them without the page.
 */
const de = {
  lead: 'Beantworte die fünf Punkte mit Ja oder Nein. Du siehst sofort, ob deine Kasse bereit für Verifactu ist – und was noch fehlt.',
  criteria: {
    immutability: {
      title: 'Unveränderbarkeit',
      question: 'Kann ein gebuchter Beleg nicht mehr gelöscht oder verändert werden?',
      missing: 'Gebuchte Belege dürfen nicht mehr verändert werden – Korrekturen nur per Storno.',
    },
    journal: {
      title: 'Journal',
      question:
        'Führt deine Kasse ein lückenloses, verkettetes Journal aller Buchungen und Ereignisse?',
      missing: 'Ein lückenloses, verkettetes Journal aller Buchungen fehlt.',
    },
    export: {
      title: 'Export',
      question:
        'Kannst du alle Datensätze jederzeit im vorgeschriebenen Format exportieren, z. B. für eine Prüfung?',
      missing: 'Der Export aller Datensätze im vorgeschriebenen Format fehlt.',
    },
    qrCode: {
      title: 'QR-Code auf dem Beleg',
      question: 'Druckt deine Kasse auf jeden Beleg einen QR-Code zur Prüfung bei der AEAT?',
      missing: 'Belege brauchen einen QR-Code, mit dem die Kundschaft sie prüfen kann.',
    },
    certification: {
      title: 'Zertifizierung',
      question:
        'Hat der Hersteller deiner Kasse eine Konformitätserklärung (declaración responsable) abgegeben?',
      missing: 'Die Konformitätserklärung des Herstellers fehlt.',
    },
  },
  unanswered: 'Bitte beantworte noch: {{list}}',
  readyTitle: 'Deine Kasse ist bereit für Verifactu',
  readyText:
    'Alle fünf Punkte sind erfüllt. Halte die Software aktuell – und prüfe vor dem Stichtag, ob der VERI*FACTU-Modus eingeschaltet ist.',
  notReadyTitle: 'Deine Kasse ist noch nicht bereit',
  notReadyText_one: '{{count}} Punkt fehlt noch:',
  notReadyText_other: '{{count}} Punkte fehlen noch:',
  ctaText: 'helloCASH erfüllt alle fünf Punkte – und du kassierst weiter wie gewohnt.',
};
const es: typeof de = {
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
};
const fr: typeof de = {
  lead: 'Réponds aux cinq points par oui ou non. Tu vois tout de suite si ta caisse est prête pour Verifactu et ce qui lui manque.',
  criteria: {
    immutability: {
      title: 'Inaltérabilité',
      question: 'Un ticket enregistré ne peut-il plus être supprimé ni modifié ?',
      missing:
        'Les tickets enregistrés ne doivent plus pouvoir être modifiés ; les corrections se font uniquement par annulation.',
    },
    journal: {
      title: 'Journal',
      question:
        'Ta caisse tient-elle un journal complet et chaîné de toutes les opérations et de tous les événements ?',
      missing: 'Il manque un journal complet et chaîné de toutes les opérations.',
    },
    export: {
      title: 'Export',
      question:
        'Peux-tu exporter à tout moment tous les enregistrements au format exigé, par exemple pour un contrôle ?',
      missing: 'Il manque l’export de tous les enregistrements au format exigé.',
    },
    qrCode: {
      title: 'QR code sur le ticket',
      question:
        'Ta caisse imprime-t-elle sur chaque ticket un QR code permettant la vérification auprès de l’AEAT ?',
      missing: 'Les tickets ont besoin d’un QR code que tes clients peuvent vérifier.',
    },
    certification: {
      title: 'Certification',
      question:
        'Le fabricant de ta caisse a-t-il émis une déclaration de conformité (declaración responsable) ?',
      missing: 'Il manque la déclaration de conformité du fabricant.',
    },
  },
  unanswered: 'Réponds encore à : {{list}}',
  readyTitle: 'Ta caisse est prête pour Verifactu',
  readyText:
    'Les cinq points sont remplis. Garde le logiciel à jour et vérifie avant l’échéance que le mode VERI*FACTU est activé.',
  notReadyTitle: 'Ta caisse n’est pas encore prête',
  notReadyText_one: 'Il manque {{count}} point :',
  notReadyText_other: 'Il manque {{count}} points :',
  ctaText: 'helloCASH remplit les cinq points, et tu continues d’encaisser comme d’habitude.',
};

export const registerCheckTexts = pageTexts(verifactuTexts, 'registerCheck', { de, es, fr });
