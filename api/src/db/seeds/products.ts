import {
  BRAND,
  CONTACT_FORM_ANCHOR,
  MENU_PRODUCT_SLUGS,
  POS_BRAND,
  type BrandSlug,
  type Language,
} from 'contracts';
import type { Knex } from 'knex';
import { PRODUCT_TEXTS } from '../../data/products';
import { toDbTimestamp, toTextList } from '../../data/rows';
import { insertMissing } from './insert-missing';
import { fillWhereEmpty, insertMissingTexts, textRows, type TextsByLanguage } from './record-texts';

/** What a product says in one language. */
interface ProductTexts {
  name: string;
  shortDescription: string;
  longDescription: string;
  features: readonly string[];
  ctaText: string;
}

/*
 * The products' texts, German saying "du", Spanish "tú", French "tu". A
 * country's website, social-media, review and card-payment products are the
 * same offer, so they share their texts; the point-of-sale system and its
 * benefits differ per market (Verifactu in Spain, the support's languages,
 * where the call to action leads), so each country's has its own.
 */
const website: TextsByLanguage<ProductTexts> = {
  de: {
    name: 'Website-Lösung',
    shortDescription: 'Deine professionelle Website in 14 Tagen, ohne Technikstress.',
    longDescription:
      'Wir bauen deine Unternehmenswebsite auf Basis bewährter Branchenvorlagen, schreiben die Texte mit dir und kümmern uns um Hosting, Sicherheit und Updates. Du bekommst eine schnelle, mobil optimierte Seite, die bei Google gefunden wird und Anfragen direkt in dein Postfach bringt.',
    features: [
      'Mobil optimiertes Design nach Branchenvorlage',
      'Texte und Bilder gemeinsam erstellt',
      'Hosting, SSL-Zertifikat und Updates inklusive',
      'Lokale Suchmaschinenoptimierung',
      'Kontaktformular und Terminbuchung',
      'DSGVO-konformes Cookie-Banner und Impressum',
    ],
    ctaText: 'Wünsche an deine Website mitteilen',
  },
  es: {
    name: 'Solución web',
    shortDescription: 'Tu web profesional en 14 días, sin complicaciones técnicas.',
    longDescription:
      'Creamos la web de tu negocio a partir de plantillas probadas para tu sector, redactamos los textos contigo y nos ocupamos del alojamiento, la seguridad y las actualizaciones. Tendrás una web rápida, adaptada al móvil, que aparece en Google y lleva las consultas directamente a tu bandeja de entrada.',
    features: [
      'Diseño adaptado al móvil según tu sector',
      'Textos e imágenes creados contigo',
      'Alojamiento, certificado SSL y actualizaciones incluidos',
      'Posicionamiento local en buscadores',
      'Formulario de contacto y reserva de citas',
      'Banner de cookies y aviso legal conformes al RGPD',
    ],
    ctaText: 'Cuéntanos cómo quieres tu web',
  },
  fr: {
    name: 'Solution site web',
    shortDescription: 'Ton site professionnel en 14 jours, sans casse-tête technique.',
    longDescription:
      'Nous créons le site de ton entreprise à partir de modèles éprouvés pour ton secteur, rédigeons les textes avec toi et prenons en charge l’hébergement, la sécurité et les mises à jour. Tu obtiens un site rapide, adapté au mobile, bien référencé sur Google, qui envoie les demandes directement dans ta boîte mail.',
    features: [
      'Design adapté au mobile selon ton secteur',
      'Textes et images réalisés avec toi',
      'Hébergement, certificat SSL et mises à jour inclus',
      'Référencement local',
      'Formulaire de contact et prise de rendez-vous',
      'Bandeau cookies et mentions légales conformes au RGPD',
    ],
    ctaText: 'Décris-nous le site de tes rêves',
  },
};

const socialMedia: TextsByLanguage<ProductTexts> = {
  de: {
    name: 'Social-Media-Lösung',
    shortDescription:
      'Regelmäßige Beiträge auf Facebook und Instagram, ohne dass du daran denken musst.',
    longDescription:
      'Unser Redaktionsteam plant, gestaltet und veröffentlicht Beiträge für dein Unternehmen. Du gibst Inhalte frei, wir kümmern uns um Hashtags, Zeitpunkte und Auswertung. Jeden Monat bekommst du einen verständlichen Bericht über Reichweite und Anfragen.',
    features: [
      'Redaktionsplan für Facebook und Instagram',
      'Acht bis zwölf Beiträge pro Monat',
      'Gestaltung im Design deines Unternehmens',
      'Freigabe per App mit einem Klick',
      'Monatlicher Bericht zu Reichweite und Anfragen',
      'Persönliche Ansprechperson',
    ],
    ctaText: 'Gratis Social-Media-E-Books holen',
  },
  es: {
    name: 'Solución de redes sociales',
    shortDescription:
      'Publicaciones regulares en Facebook e Instagram, sin que tengas que estar pendiente.',
    longDescription:
      'Nuestro equipo editorial planifica, diseña y publica contenidos para tu negocio. Tú apruebas las publicaciones y nosotros nos encargamos de los hashtags, los horarios y el análisis. Cada mes recibes un informe claro sobre el alcance y las consultas conseguidas.',
    features: [
      'Calendario editorial para Facebook e Instagram',
      'De ocho a doce publicaciones al mes',
      'Diseño con la imagen de tu negocio',
      'Aprobación con un clic desde la app',
      'Informe mensual de alcance y consultas',
      'Una persona de contacto fija',
    ],
    ctaText: 'Descarga gratis los e-books de redes sociales',
  },
  fr: {
    name: 'Solution réseaux sociaux',
    shortDescription:
      'Des publications régulières sur Facebook et Instagram, sans que tu aies à y penser.',
    longDescription:
      'Notre équipe éditoriale planifie, conçoit et publie les contenus de ton entreprise. Tu valides, nous nous occupons des hashtags, des horaires de publication et de l’analyse. Chaque mois, tu reçois un rapport clair sur la portée et les demandes obtenues.',
    features: [
      'Calendrier éditorial pour Facebook et Instagram',
      'Huit à douze publications par mois',
      'Visuels aux couleurs de ton entreprise',
      'Validation en un clic depuis l’application',
      'Rapport mensuel sur la portée et les demandes',
      'Un interlocuteur dédié',
    ],
    ctaText: 'Télécharger les e-books réseaux sociaux gratuits',
  },
};

const reviews: TextsByLanguage<ProductTexts> = {
  de: {
    name: 'Bewertungsmanagement',
    shortDescription: 'Mehr echte Google-Bewertungen und professionelle Antworten darauf.',
    longDescription:
      'Zufriedene Kundinnen und Kunden bewerten selten von allein. Mit QR-Aufstellern, kurzen Nachrichten nach dem Besuch und vorbereiteten Antworttexten sammelst du regelmäßig neue Bewertungen und reagierst souverän auf Kritik.',
    features: [
      'QR-Aufsteller für Tresen und Schaufenster',
      'Automatische Bewertungsbitte nach dem Besuch',
      'Antwortvorlagen für positive und kritische Bewertungen',
      'Benachrichtigung bei neuen Bewertungen',
      'Auswertung der Sterneentwicklung',
    ],
    ctaText: 'Erfolgsgeschichten lesen',
  },
  es: {
    name: 'Gestión de reseñas',
    shortDescription: 'Más reseñas reales en Google y respuestas profesionales a cada una.',
    longDescription:
      'Los clientes satisfechos rara vez dejan una reseña por iniciativa propia. Con expositores con código QR, un mensaje breve después de la visita y respuestas ya preparadas, reúnes nuevas reseñas de forma constante y respondes a las críticas con aplomo.',
    features: [
      'Expositores con código QR para el mostrador y el escaparate',
      'Petición de reseña automática después de la visita',
      'Plantillas de respuesta para reseñas positivas y críticas',
      'Aviso cuando llega una reseña nueva',
      'Seguimiento de la evolución de tus estrellas',
    ],
    ctaText: 'Lee historias de éxito',
  },
  fr: {
    name: 'Gestion des avis',
    shortDescription: 'Plus d’avis Google authentiques et des réponses professionnelles à chacun.',
    longDescription:
      'Les clients satisfaits laissent rarement un avis d’eux-mêmes. Avec des présentoirs QR, un court message après la visite et des réponses prêtes à l’emploi, tu recueilles régulièrement de nouveaux avis et réponds aux critiques avec assurance.',
    features: [
      'Présentoirs QR pour le comptoir et la vitrine',
      'Demande d’avis automatique après la visite',
      'Modèles de réponse aux avis positifs et critiques',
      'Alerte à chaque nouvel avis',
      'Suivi de l’évolution de tes étoiles',
    ],
    ctaText: 'Lire les témoignages',
  },
};

const cardPayment: TextsByLanguage<ProductTexts> = {
  de: {
    name: 'Kartenzahlung mit helloCASH',
    shortDescription: 'Kartenzahlungen direkt an der Kasse annehmen, ohne Doppelerfassung.',
    longDescription:
      'Verbinde helloCASH mit einem Zahlungsanbieter deiner Wahl. Der Betrag wird automatisch an das Terminal übergeben, die Zahlung landet im Tagesabschluss und das Geld ist in ein bis zwei Werktagen auf deinem Konto.',
    features: [
      'Betrag wird automatisch an das Terminal übergeben',
      'Girocard, Kreditkarte, Apple Pay und Google Pay',
      'Zahlungen erscheinen im Tagesabschluss',
      'Auszahlung in 1–2 Werktagen',
      'Keine monatliche Grundgebühr beim Standardanbieter',
    ],
    ctaText: 'Jetzt voranmelden',
  },
  es: {
    name: 'Pago con tarjeta con helloCASH',
    shortDescription: 'Cobra con tarjeta directamente desde la caja, sin teclear dos veces.',
    longDescription:
      'Conecta helloCASH con el proveedor de pagos que prefieras. El importe pasa automáticamente al terminal, el cobro aparece en el cierre de caja y recibes el dinero en tu cuenta en uno o dos días hábiles.',
    features: [
      'El importe pasa automáticamente al terminal',
      'Tarjetas de débito y crédito, Apple Pay y Google Pay',
      'Los cobros aparecen en el cierre de caja',
      'Abono en 1–2 días hábiles',
      'Sin cuota mensual con el proveedor estándar',
    ],
    ctaText: 'Preinscríbete ahora',
  },
  fr: {
    name: 'Paiement par carte avec helloCASH',
    shortDescription: 'Encaisse par carte directement depuis la caisse, sans double saisie.',
    longDescription:
      'Connecte helloCASH au prestataire de paiement de ton choix. Le montant est transmis automatiquement au terminal, le paiement apparaît dans la clôture de caisse et les fonds arrivent sur ton compte en un ou deux jours ouvrés.',
    features: [
      'Montant transmis automatiquement au terminal',
      'Carte bancaire, Apple Pay et Google Pay',
      'Paiements visibles dans la clôture de caisse',
      'Versement sous 1 à 2 jours ouvrés',
      'Sans abonnement mensuel chez le prestataire standard',
    ],
    ctaText: 'Se préinscrire maintenant',
  },
};

/** The point-of-sale system's features, the fifth one said per market. */
const posFeatures = (fifth: Record<Language, string>): Record<Language, string[]> => ({
  de: [
    'Läuft auf Tablet, PC und Smartphone',
    'Beleg per Druck, E-Mail oder QR-Code',
    'Tagesabschluss und Umsatzauswertungen',
    'Artikel- und Lagerverwaltung',
    fifth.de,
    'Kartenzahlung über angebundene Terminals',
  ],
  es: [
    'Funciona en tablet, ordenador y móvil',
    'Tique impreso, por e-mail o con código QR',
    'Cierre de caja diario e informes de ventas',
    'Gestión de artículos y de stock',
    fifth.es,
    'Pago con tarjeta a través de terminales conectados',
  ],
  fr: [
    'Fonctionne sur tablette, ordinateur et smartphone',
    'Ticket imprimé, par e-mail ou par QR code',
    'Clôture de caisse journalière et statistiques de ventes',
    'Gestion des articles et des stocks',
    fifth.fr,
    'Paiement par carte via des terminaux connectés',
  ],
});

const POS_SHORT: Record<Language, string> = {
  de: 'Die Registrierkasse für Tablet, PC und Smartphone, startklar in Minuten.',
  es: 'La caja registradora para tablet, ordenador y móvil, lista en minutos.',
  fr: 'La caisse enregistreuse pour tablette, ordinateur et smartphone, prête en quelques minutes.',
};

/** Germany's: try it for free on hellocash.de. */
const posSystemDE: TextsByLanguage<ProductTexts> = (() => {
  const features = posFeatures({
    de: 'Verifactu-konform für Spanien',
    es: 'Conforme a Verifactu para España',
    fr: 'Conforme à Verifactu pour l’Espagne',
  });
  return {
    de: {
      name: 'helloCASH Kassensystem',
      shortDescription: POS_SHORT.de,
      longDescription:
        'helloCASH läuft im Browser und als App auf Geräten, die du schon hast. Artikel, Rechnungen, Tagesabschluss und Auswertungen sind an einem Ort. In Spanien erfüllt helloCASH die Anforderungen an Abrechnungssysteme nach Verifactu (RD 1007/2023).',
      features: features.de,
      ctaText: 'helloCASH kostenlos testen',
    },
    es: {
      name: 'Sistema TPV helloCASH',
      shortDescription: POS_SHORT.es,
      longDescription:
        'helloCASH funciona en el navegador y como app en los dispositivos que ya tienes. Artículos, facturas, cierre de caja e informes, todo en un mismo lugar. En España, helloCASH cumple los requisitos de los sistemas informáticos de facturación de Verifactu (RD 1007/2023).',
      features: features.es,
      ctaText: 'Prueba helloCASH gratis',
    },
    fr: {
      name: 'Logiciel de caisse helloCASH',
      shortDescription: POS_SHORT.fr,
      longDescription:
        'helloCASH fonctionne dans le navigateur et en application sur les appareils que tu as déjà. Articles, factures, clôture de caisse et statistiques sont réunis au même endroit. En Espagne, helloCASH répond aux exigences de Verifactu pour les logiciels de facturation (RD 1007/2023).',
      features: features.fr,
      ctaText: 'Essayer helloCASH gratuitement',
    },
  };
})();

/** Spain's: ready for Verifactu, the call to action checks what it asks of a till. */
const posSystemES: TextsByLanguage<ProductTexts> = (() => {
  const features = posFeatures({
    de: 'Bereit für Verifactu',
    es: 'Preparado para Verifactu',
    fr: 'Prêt pour Verifactu',
  });
  return {
    de: {
      name: 'helloCASH Kassensystem',
      shortDescription: POS_SHORT.de,
      longDescription:
        'helloCASH läuft im Browser und als App auf Geräten, die du schon hast. Artikel, Rechnungen, Tagesabschluss und Auswertungen sind an einem Ort. helloCASH erfüllt die Anforderungen an Abrechnungssysteme nach Verifactu (RD 1007/2023), damit du die Pflichttermine rechtzeitig schaffst.',
      features: features.de,
      ctaText: 'Prüfe, was Verifactu von deiner Kasse verlangt',
    },
    es: {
      name: 'Sistema TPV helloCASH',
      shortDescription: POS_SHORT.es,
      longDescription:
        'helloCASH funciona en el navegador y como app en los dispositivos que ya tienes. Artículos, facturas, cierre de caja e informes, todo en un mismo lugar. helloCASH cumple los requisitos de los sistemas informáticos de facturación de Verifactu (RD 1007/2023), para que llegues a tiempo a las fechas obligatorias.',
      features: features.es,
      ctaText: 'Comprueba qué exige Verifactu a tu caja',
    },
    fr: {
      name: 'Logiciel de caisse helloCASH',
      shortDescription: POS_SHORT.fr,
      longDescription:
        'helloCASH fonctionne dans le navigateur et en application sur les appareils que tu as déjà. Articles, factures, clôture de caisse et statistiques sont réunis au même endroit. helloCASH répond aux exigences de Verifactu pour les logiciels de facturation (RD 1007/2023), pour que tu sois prêt à temps pour les échéances obligatoires.',
      features: features.fr,
      ctaText: 'Vérifie ce que Verifactu exige de ta caisse',
    },
  };
})();

/** France's: sales kept and archived; the call to action is the product page's contact form. */
const posSystemFR: TextsByLanguage<ProductTexts> = (() => {
  const features = posFeatures({
    de: 'Verkäufe automatisch gesichert und archiviert',
    es: 'Ventas guardadas y archivadas automáticamente',
    fr: 'Ventes sauvegardées et archivées automatiquement',
  });
  return {
    de: {
      name: 'helloCASH Kassensystem',
      shortDescription: POS_SHORT.de,
      longDescription:
        'helloCASH läuft im Browser und als App auf Geräten, die du schon hast. Artikel, Rechnungen, Tagesabschluss und Auswertungen sind an einem Ort, und deine Verkäufe werden automatisch gesichert und archiviert.',
      features: features.de,
      ctaText: 'Sag uns, was deine Kasse können muss',
    },
    es: {
      name: 'Sistema TPV helloCASH',
      shortDescription: POS_SHORT.es,
      longDescription:
        'helloCASH funciona en el navegador y como app en los dispositivos que ya tienes. Artículos, facturas, cierre de caja e informes, todo en un mismo lugar, y tus ventas se guardan y archivan automáticamente.',
      features: features.es,
      ctaText: 'Cuéntanos qué necesita tu caja',
    },
    fr: {
      name: 'Logiciel de caisse helloCASH',
      shortDescription: POS_SHORT.fr,
      longDescription:
        'helloCASH fonctionne dans le navigateur et en application sur les appareils que tu as déjà. Articles, factures, clôture de caisse et statistiques sont réunis au même endroit, et tes ventes sont sauvegardées et archivées automatiquement.',
      features: features.fr,
      ctaText: 'Dis-nous ce que ta caisse doit savoir faire',
    },
  };
})();

/** The benefits' features, the last one naming the support's languages (the market's first). */
const benefitFeatures = (support: Record<Language, string>): Record<Language, string[]> => ({
  de: [
    'Keine Einrichtungsgebühr',
    'Monatlich kündbar',
    'Gesetzliche Updates inklusive',
    'Daten sicher in der Cloud gesichert',
    support.de,
  ],
  es: [
    'Sin cuota de alta',
    'Sin permanencia: cancelas cuando quieras',
    'Actualizaciones legales incluidas',
    'Datos guardados de forma segura en la nube',
    support.es,
  ],
  fr: [
    'Aucuns frais d’installation',
    'Sans engagement, résiliable chaque mois',
    'Mises à jour légales incluses',
    'Données sauvegardées en toute sécurité dans le cloud',
    support.fr,
  ],
});

const BENEFITS_NAME: Record<Language, string> = {
  de: 'Vorteile von helloCASH',
  es: 'Ventajas de helloCASH',
  fr: 'Les avantages de helloCASH',
};
const BENEFITS_SHORT: Record<Language, string> = {
  de: 'Warum kleine Betriebe mit helloCASH Zeit und Geld sparen.',
  es: 'Por qué los pequeños negocios ahorran tiempo y dinero con helloCASH.',
  fr: 'Pourquoi les petites entreprises gagnent du temps et de l’argent avec helloCASH.',
};

/** Germany's: all benefits on hellocash.de. */
const benefitsDE: TextsByLanguage<ProductTexts> = (() => {
  const features = benefitFeatures({
    de: 'Support auf Deutsch, Spanisch und Französisch',
    es: 'Soporte en alemán, español y francés',
    fr: 'Support en allemand, espagnol et français',
  });
  return {
    de: {
      name: BENEFITS_NAME.de,
      shortDescription: BENEFITS_SHORT.de,
      longDescription:
        'Keine teure Hardware, keine Einrichtungsgebühr, keine lange Vertragsbindung: helloCASH wächst mit deinem Betrieb. Updates für neue gesetzliche Vorgaben sind inklusive, und der Support antwortet in deiner Sprache.',
      features: features.de,
      ctaText: 'Alle Vorteile entdecken',
    },
    es: {
      name: BENEFITS_NAME.es,
      shortDescription: BENEFITS_SHORT.es,
      longDescription:
        'Sin hardware caro, sin cuota de alta y sin permanencia: helloCASH crece con tu negocio. Las actualizaciones para cumplir las nuevas obligaciones legales están incluidas, y el soporte te atiende en tu idioma.',
      features: features.es,
      ctaText: 'Descubre todas las ventajas',
    },
    fr: {
      name: BENEFITS_NAME.fr,
      shortDescription: BENEFITS_SHORT.fr,
      longDescription:
        'Pas de matériel coûteux, pas de frais d’installation, pas d’engagement de longue durée : helloCASH évolue avec ton entreprise. Les mises à jour liées aux nouvelles obligations légales sont incluses, et le support te répond dans ta langue.',
      features: features.fr,
      ctaText: 'Découvrir tous les avantages',
    },
  };
})();

/** Spain's: Verifactu's updates included; the call to action is its FAQ. */
const benefitsES: TextsByLanguage<ProductTexts> = (() => {
  const features = benefitFeatures({
    de: 'Support auf Spanisch, Deutsch und Französisch',
    es: 'Soporte en español, alemán y francés',
    fr: 'Support en espagnol, allemand et français',
  });
  return {
    de: {
      name: BENEFITS_NAME.de,
      shortDescription: BENEFITS_SHORT.de,
      longDescription:
        'Keine teure Hardware, keine Einrichtungsgebühr, keine Mindestlaufzeit: helloCASH wächst mit deinem Betrieb. Updates für neue gesetzliche Pflichten wie Verifactu sind inklusive, und der Support hilft dir auf Spanisch, Deutsch oder Französisch.',
      features: features.de,
      ctaText: 'Häufige Fragen zu Verifactu lesen',
    },
    es: {
      name: BENEFITS_NAME.es,
      shortDescription: BENEFITS_SHORT.es,
      longDescription:
        'Sin hardware caro, sin cuota de alta y sin permanencia: helloCASH crece con tu negocio. Las actualizaciones para cumplir las nuevas obligaciones legales, como Verifactu, están incluidas, y el soporte te atiende en español.',
      features: features.es,
      ctaText: 'Consulta las preguntas frecuentes sobre Verifactu',
    },
    fr: {
      name: BENEFITS_NAME.fr,
      shortDescription: BENEFITS_SHORT.fr,
      longDescription:
        'Pas de matériel coûteux, pas de frais d’installation, pas d’engagement de longue durée : helloCASH évolue avec ton entreprise. Les mises à jour liées aux nouvelles obligations légales, comme Verifactu, sont incluses, et le support te répond en espagnol, en allemand ou en français.',
      features: features.fr,
      ctaText: 'Lire la FAQ sur Verifactu',
    },
  };
})();

/** France's: the call to action is the customers' stories. */
const benefitsFR: TextsByLanguage<ProductTexts> = (() => {
  const features = benefitFeatures({
    de: 'Support auf Französisch, Deutsch und Spanisch',
    es: 'Soporte en francés, alemán y español',
    fr: 'Support en français, allemand et espagnol',
  });
  return {
    de: {
      name: BENEFITS_NAME.de,
      shortDescription: BENEFITS_SHORT.de,
      longDescription:
        'Keine teure Hardware, keine Einrichtungsgebühr, keine lange Vertragsbindung: helloCASH wächst mit deinem Betrieb. Updates für neue gesetzliche Vorgaben sind inklusive, und der Support antwortet dir auf Französisch, Deutsch oder Spanisch.',
      features: features.de,
      ctaText: 'Erfahrungen unserer Kundschaft lesen',
    },
    es: {
      name: BENEFITS_NAME.es,
      shortDescription: BENEFITS_SHORT.es,
      longDescription:
        'Sin hardware caro, sin cuota de alta y sin permanencia: helloCASH crece con tu negocio. Las actualizaciones para cumplir las nuevas obligaciones legales están incluidas, y el soporte te atiende en francés, alemán o español.',
      features: features.es,
      ctaText: 'Lee las opiniones de nuestros clientes',
    },
    fr: {
      name: BENEFITS_NAME.fr,
      shortDescription: BENEFITS_SHORT.fr,
      longDescription:
        'Pas de matériel coûteux, pas de frais d’installation, pas d’engagement de longue durée : helloCASH évolue avec ton entreprise. Les mises à jour liées aux nouvelles obligations légales sont incluses, et le support te répond en français.',
      features: features.fr,
      ctaText: 'Lire les témoignages de nos clients',
    },
  };
})();

/** Offered nowhere (inactive): in its own language only. */
const flyerPrinting: TextsByLanguage<ProductTexts> = {
  de: {
    name: 'Flyer-Druckservice',
    shortDescription: 'Gedruckte Flyer für dein Geschäft (nicht mehr im Angebot).',
    longDescription: 'Dieses Angebot wurde eingestellt und bleibt nur zur Dokumentation erhalten.',
    features: [
      'Gestaltung nach Vorlage',
      'Druck in A5 und A6',
      'Versand innerhalb einer Woche',
      'Papier aus nachhaltiger Forstwirtschaft',
      'Auflagen ab 250 Stück',
    ],
    ctaText: 'Angebot anfragen',
  },
};

const CONTACT_LINK = `#${CONTACT_FORM_ANCHOR}`;

interface SeedProduct {
  id: string;
  slug: string;
  brand: BrandSlug;
  /** The language it was written in: its country's. */
  language: Language;
  texts: TextsByLanguage<ProductTexts>;
  ctaLink: string;
  countries: string[];
  isActive: boolean;
  /** Its place in its line (the home page shows each line's first two). */
  sortOrder: number;
}

/**
 * Products of both brands, German first, then Spain's and France's under
 * slugs in their own language: a country's product lines list its own
 * products (country decides content, DESIGN.md §3), each in every language
 * (language decides texts). The menu's product pages (DESIGN.md §9) have a
 * product in every country (MENU_PRODUCT_SLUGS); the German slugs
 * website-loesung, social-media-loesung, pos-system and vorteile stay valid
 * everywhere (a detail is found by slug whatever the country). The inactive
 * one proves the filter. A ctaLink starting with `/` is a page of this site
 * below the visitor's locale, `#beratung` the product page's own contact
 * form; others are external.
 */
export const seedProductData: ReadonlyArray<SeedProduct> = [
  {
    id: '30000000-0000-4000-8000-000000000001',
    slug: MENU_PRODUCT_SLUGS.website.DE,
    brand: BRAND.slug,
    language: 'de',
    texts: website,
    ctaLink: CONTACT_LINK,
    countries: ['DE'],
    isActive: true,
    sortOrder: 10,
  },
  {
    id: '30000000-0000-4000-8000-000000000002',
    slug: MENU_PRODUCT_SLUGS.socialMedia.DE,
    brand: BRAND.slug,
    language: 'de',
    texts: socialMedia,
    ctaLink: '/social-media-tipps-und-tricks',
    countries: ['DE'],
    isActive: true,
    sortOrder: 20,
  },
  {
    id: '30000000-0000-4000-8000-000000000003',
    slug: 'bewertungsmanagement',
    brand: BRAND.slug,
    language: 'de',
    texts: reviews,
    ctaLink: '/erfolgsgeschichten',
    countries: ['DE'],
    isActive: true,
    sortOrder: 30,
  },
  {
    id: '30000000-0000-4000-8000-000000000004',
    slug: MENU_PRODUCT_SLUGS.posSystem.DE,
    brand: POS_BRAND.slug,
    language: 'de',
    texts: posSystemDE,
    ctaLink: 'https://hellocash.de/registrieren',
    countries: ['DE'],
    isActive: true,
    sortOrder: 10,
  },
  {
    id: '30000000-0000-4000-8000-000000000005',
    slug: MENU_PRODUCT_SLUGS.benefits.DE,
    brand: POS_BRAND.slug,
    language: 'de',
    texts: benefitsDE,
    ctaLink: 'https://hellocash.de/vorteile',
    countries: ['DE'],
    isActive: true,
    sortOrder: 20,
  },
  {
    id: '30000000-0000-4000-8000-000000000006',
    slug: 'kartenzahlung',
    brand: POS_BRAND.slug,
    language: 'de',
    texts: cardPayment,
    ctaLink: '/hellocash/hellopayment',
    countries: ['DE'],
    isActive: true,
    sortOrder: 30,
  },
  {
    id: '30000000-0000-4000-8000-000000000007',
    slug: 'flyer-druckservice',
    brand: BRAND.slug,
    language: 'de',
    texts: flyerPrinting,
    ctaLink: CONTACT_LINK,
    countries: ['DE'],
    isActive: false,
    sortOrder: 40,
  },
  {
    id: '30000000-0000-4000-8000-000000000008',
    slug: MENU_PRODUCT_SLUGS.website.ES,
    brand: BRAND.slug,
    language: 'es',
    texts: website,
    ctaLink: CONTACT_LINK,
    countries: ['ES'],
    isActive: true,
    sortOrder: 10,
  },
  {
    id: '30000000-0000-4000-8000-000000000009',
    slug: MENU_PRODUCT_SLUGS.socialMedia.ES,
    brand: BRAND.slug,
    language: 'es',
    texts: socialMedia,
    ctaLink: '/social-media-tipps-und-tricks',
    countries: ['ES'],
    isActive: true,
    sortOrder: 20,
  },
  {
    id: '30000000-0000-4000-8000-000000000010',
    slug: 'gestion-de-resenas',
    brand: BRAND.slug,
    language: 'es',
    texts: reviews,
    ctaLink: '/erfolgsgeschichten',
    countries: ['ES'],
    isActive: true,
    sortOrder: 30,
  },
  {
    id: '30000000-0000-4000-8000-000000000011',
    slug: MENU_PRODUCT_SLUGS.posSystem.ES,
    brand: POS_BRAND.slug,
    language: 'es',
    texts: posSystemES,
    ctaLink: '/hellocash/verifactu',
    countries: ['ES'],
    isActive: true,
    sortOrder: 10,
  },
  {
    id: '30000000-0000-4000-8000-000000000012',
    slug: MENU_PRODUCT_SLUGS.benefits.ES,
    brand: POS_BRAND.slug,
    language: 'es',
    texts: benefitsES,
    ctaLink: '/hellocash/verifactu/faq',
    countries: ['ES'],
    isActive: true,
    sortOrder: 20,
  },
  {
    id: '30000000-0000-4000-8000-000000000013',
    slug: 'pago-con-tarjeta',
    brand: POS_BRAND.slug,
    language: 'es',
    texts: cardPayment,
    ctaLink: '/hellocash/hellopayment',
    countries: ['ES'],
    isActive: true,
    sortOrder: 30,
  },
  {
    id: '30000000-0000-4000-8000-000000000014',
    slug: MENU_PRODUCT_SLUGS.website.FR,
    brand: BRAND.slug,
    language: 'fr',
    texts: website,
    ctaLink: CONTACT_LINK,
    countries: ['FR'],
    isActive: true,
    sortOrder: 10,
  },
  {
    id: '30000000-0000-4000-8000-000000000015',
    slug: MENU_PRODUCT_SLUGS.socialMedia.FR,
    brand: BRAND.slug,
    language: 'fr',
    texts: socialMedia,
    ctaLink: '/social-media-tipps-und-tricks',
    countries: ['FR'],
    isActive: true,
    sortOrder: 20,
  },
  {
    id: '30000000-0000-4000-8000-000000000016',
    slug: 'gestion-des-avis',
    brand: BRAND.slug,
    language: 'fr',
    texts: reviews,
    ctaLink: '/erfolgsgeschichten',
    countries: ['FR'],
    isActive: true,
    sortOrder: 30,
  },
  {
    id: '30000000-0000-4000-8000-000000000017',
    slug: MENU_PRODUCT_SLUGS.posSystem.FR,
    brand: POS_BRAND.slug,
    language: 'fr',
    texts: posSystemFR,
    ctaLink: CONTACT_LINK,
    countries: ['FR'],
    isActive: true,
    sortOrder: 10,
  },
  {
    id: '30000000-0000-4000-8000-000000000018',
    slug: MENU_PRODUCT_SLUGS.benefits.FR,
    brand: POS_BRAND.slug,
    language: 'fr',
    texts: benefitsFR,
    ctaLink: '/erfolgsgeschichten',
    countries: ['FR'],
    isActive: true,
    sortOrder: 20,
  },
  {
    id: '30000000-0000-4000-8000-000000000019',
    slug: 'paiement-par-carte',
    brand: POS_BRAND.slug,
    language: 'fr',
    texts: cardPayment,
    ctaLink: '/hellocash/hellopayment',
    countries: ['FR'],
    isActive: true,
    sortOrder: 30,
  },
];

/** A product's text rows as product_translations holds them. */
export function productTextRows(p: SeedProduct) {
  return textRows(p.texts, (text) => ({
    product_id: p.id,
    name: text.name,
    short_description: text.shortDescription,
    long_description: text.longDescription,
    features: toTextList(text.features),
    cta_text: text.ctaText,
  }));
}

export async function seedProducts(trx: Knex.Transaction): Promise<void> {
  const base = Date.parse('2025-02-01T08:00:00.000Z');
  await insertMissing(
    trx,
    'products',
    seedProductData.map((p, i) => ({
      id: p.id,
      slug: p.slug,
      brand: p.brand,
      image_url: null,
      cta_link: p.ctaLink,
      is_active: p.isActive,
      countries: JSON.stringify(p.countries),
      language: p.language,
      sort_order: p.sortOrder,
      // One minute apart, so "oldest first" is the order above.
      created_at: toDbTimestamp(new Date(base + i * 60_000)),
    })),
  );
  await insertMissingTexts(trx, PRODUCT_TEXTS, seedProductData.flatMap(productTextRows));
  // Seeded before products had a place in their line (migration 0013).
  await fillWhereEmpty(
    trx,
    'products',
    seedProductData.map((p) => ({ where: { id: p.id }, value: p.sortOrder })),
    'sort_order',
    0,
  );
}
