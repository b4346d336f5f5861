import { BRAND, CONTACT_FORM_ANCHOR, MENU_PRODUCT_SLUGS, POS_BRAND } from 'contracts';
import type { Knex } from 'knex';
import { toDbTimestamp } from '../../data/rows';
import { insertMissing } from './insert-missing';

/**
 * Products of both brands, German first, then Spain's and France's in their
 * own language under slugs in that language: a country's product lines list
 * only products written in its language (country decides content, DESIGN.md
 * §3). The menu's product pages (DESIGN.md §9) have a product in every
 * country (MENU_PRODUCT_SLUGS); the German slugs website-loesung,
 * social-media-loesung, pos-system and vorteile stay valid everywhere (a
 * detail is found by slug whatever the country). The inactive one proves the
 * filter. A ctaLink starting with `/` is a page of this site below the
 * visitor's locale, `#beratung` the product page's own contact form; others
 * are external.
 */
const CONTACT_LINK = `#${CONTACT_FORM_ANCHOR}`;

export const seedProductData = [
  {
    id: '30000000-0000-4000-8000-000000000001',
    name: 'Website-Lösung',
    slug: MENU_PRODUCT_SLUGS.website.DE,
    brand: BRAND.slug,
    shortDescription: 'Ihre professionelle Website in 14 Tagen, ohne Technikstress.',
    longDescription:
      'Wir bauen Ihre Unternehmenswebsite auf Basis bewährter Branchenvorlagen, schreiben die Texte mit Ihnen und kümmern uns um Hosting, Sicherheit und Updates. Sie erhalten eine schnelle, mobil optimierte Seite, die bei Google gefunden wird und Anfragen direkt in Ihr Postfach bringt.',
    features: [
      'Mobil optimiertes Design nach Branchenvorlage',
      'Texte und Bilder gemeinsam erstellt',
      'Hosting, SSL-Zertifikat und Updates inklusive',
      'Lokale Suchmaschinenoptimierung',
      'Kontaktformular und Terminbuchung',
      'DSGVO-konformes Cookie-Banner und Impressum',
    ],
    ctaText: 'Wünsche an Ihre Website mitteilen',
    ctaLink: CONTACT_LINK,
    countries: ['DE'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000002',
    name: 'Social-Media-Lösung',
    slug: MENU_PRODUCT_SLUGS.socialMedia.DE,
    brand: BRAND.slug,
    shortDescription:
      'Regelmäßige Beiträge auf Facebook und Instagram, ohne dass Sie daran denken müssen.',
    longDescription:
      'Unser Redaktionsteam plant, gestaltet und veröffentlicht Beiträge für Ihr Unternehmen. Sie geben Inhalte frei, wir kümmern uns um Hashtags, Zeitpunkte und Auswertung. Monatlich erhalten Sie einen verständlichen Bericht über Reichweite und Anfragen.',
    features: [
      'Redaktionsplan für Facebook und Instagram',
      'Acht bis zwölf Beiträge pro Monat',
      'Gestaltung im Design Ihres Unternehmens',
      'Freigabe per App mit einem Klick',
      'Monatlicher Bericht zu Reichweite und Anfragen',
      'Persönliche Ansprechperson',
    ],
    ctaText: 'Gratis Social-Media-E-Books holen',
    ctaLink: '/social-media-tipps-und-tricks',
    countries: ['DE'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000003',
    name: 'Bewertungsmanagement',
    slug: 'bewertungsmanagement',
    brand: BRAND.slug,
    shortDescription: 'Mehr echte Google-Bewertungen und professionelle Antworten darauf.',
    longDescription:
      'Zufriedene Kundinnen und Kunden bewerten selten von allein. Mit QR-Aufstellern, kurzen Nachrichten nach dem Besuch und vorbereiteten Antworttexten sammeln Sie regelmäßig neue Bewertungen und reagieren souverän auf Kritik.',
    features: [
      'QR-Aufsteller für Tresen und Schaufenster',
      'Automatische Bewertungsbitte nach dem Besuch',
      'Antwortvorlagen für positive und kritische Bewertungen',
      'Benachrichtigung bei neuen Bewertungen',
      'Auswertung der Sterneentwicklung',
    ],
    ctaText: 'Erfolgsgeschichten lesen',
    ctaLink: '/erfolgsgeschichten',
    countries: ['DE'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000004',
    name: 'helloCASH Kassensystem',
    slug: MENU_PRODUCT_SLUGS.posSystem.DE,
    brand: POS_BRAND.slug,
    shortDescription: 'Die Registrierkasse für Tablet, PC und Smartphone, startklar in Minuten.',
    longDescription:
      'helloCASH läuft im Browser und als App auf Geräten, die Sie bereits besitzen. Artikel, Rechnungen, Tagesabschluss und Auswertungen sind an einem Ort. In Spanien erfüllt helloCASH die Anforderungen an Abrechnungssysteme nach Verifactu (RD 1007/2023).',
    features: [
      'Läuft auf Tablet, PC und Smartphone',
      'Beleg per Druck, E-Mail oder QR-Code',
      'Tagesabschluss und Umsatzauswertungen',
      'Artikel- und Lagerverwaltung',
      'Verifactu-konform für Spanien',
      'Kartenzahlung über angebundene Terminals',
    ],
    ctaText: 'helloCASH kostenlos testen',
    ctaLink: 'https://hellocash.de/registrieren',
    countries: ['DE'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000005',
    name: 'Vorteile von helloCASH',
    slug: MENU_PRODUCT_SLUGS.benefits.DE,
    brand: POS_BRAND.slug,
    shortDescription: 'Warum kleine Betriebe mit helloCASH Zeit und Geld sparen.',
    longDescription:
      'Keine teure Hardware, keine Einrichtungsgebühr, keine lange Vertragsbindung: helloCASH wächst mit Ihrem Betrieb. Updates für neue gesetzliche Vorgaben sind inklusive, und der Support antwortet in Ihrer Sprache.',
    features: [
      'Keine Einrichtungsgebühr',
      'Monatlich kündbar',
      'Gesetzliche Updates inklusive',
      'Daten sicher in der Cloud gesichert',
      'Support auf Deutsch, Spanisch und Französisch',
    ],
    ctaText: 'Alle Vorteile entdecken',
    ctaLink: 'https://hellocash.de/vorteile',
    countries: ['DE'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000006',
    name: 'Kartenzahlung mit helloCASH',
    slug: 'kartenzahlung',
    brand: POS_BRAND.slug,
    shortDescription: 'Kartenzahlungen direkt an der Kasse annehmen, ohne Doppelerfassung.',
    longDescription:
      'Verbinden Sie helloCASH mit einem Zahlungsanbieter Ihrer Wahl. Der Betrag wird automatisch an das Terminal übergeben, die Zahlung landet im Tagesabschluss und die Auszahlung erfolgt in ein bis zwei Werktagen.',
    features: [
      'Betrag wird automatisch an das Terminal übergeben',
      'Girocard, Kreditkarte, Apple Pay und Google Pay',
      'Zahlungen erscheinen im Tagesabschluss',
      'Auszahlung in 1–2 Werktagen',
      'Keine monatliche Grundgebühr beim Standardanbieter',
    ],
    ctaText: 'Jetzt voranmelden',
    ctaLink: '/hellocash/hellopayment',
    countries: ['DE'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000007',
    name: 'Flyer-Druckservice',
    slug: 'flyer-druckservice',
    brand: BRAND.slug,
    shortDescription: 'Gedruckte Flyer für Ihr Geschäft (nicht mehr im Angebot).',
    longDescription: 'Dieses Angebot wurde eingestellt und bleibt nur zur Dokumentation erhalten.',
    features: [
      'Gestaltung nach Vorlage',
      'Druck in A5 und A6',
      'Versand innerhalb einer Woche',
      'Papier aus nachhaltiger Forstwirtschaft',
      'Auflagen ab 250 Stück',
    ],
    ctaText: 'Angebot anfragen',
    ctaLink: CONTACT_LINK,
    countries: ['DE'],
    isActive: false,
  },
  {
    id: '30000000-0000-4000-8000-000000000008',
    name: 'Solución web',
    slug: MENU_PRODUCT_SLUGS.website.ES,
    brand: BRAND.slug,
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
    ctaLink: CONTACT_LINK,
    countries: ['ES'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000009',
    name: 'Solución de redes sociales',
    slug: MENU_PRODUCT_SLUGS.socialMedia.ES,
    brand: BRAND.slug,
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
    ctaLink: '/social-media-tipps-und-tricks',
    countries: ['ES'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000010',
    name: 'Gestión de reseñas',
    slug: 'gestion-de-resenas',
    brand: BRAND.slug,
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
    ctaLink: '/erfolgsgeschichten',
    countries: ['ES'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000011',
    name: 'Sistema TPV helloCASH',
    slug: MENU_PRODUCT_SLUGS.posSystem.ES,
    brand: POS_BRAND.slug,
    shortDescription: 'La caja registradora para tablet, ordenador y móvil, lista en minutos.',
    longDescription:
      'helloCASH funciona en el navegador y como app en los dispositivos que ya tienes. Artículos, facturas, cierre de caja e informes, todo en un mismo lugar. helloCASH cumple los requisitos de los sistemas informáticos de facturación de Verifactu (RD 1007/2023), para que llegues a tiempo a las fechas obligatorias.',
    features: [
      'Funciona en tablet, ordenador y móvil',
      'Tique impreso, por e-mail o con código QR',
      'Cierre de caja diario e informes de ventas',
      'Gestión de artículos y de stock',
      'Preparado para Verifactu',
      'Pago con tarjeta a través de terminales conectados',
    ],
    ctaText: 'Comprueba qué exige Verifactu a tu caja',
    ctaLink: '/hellocash/verifactu',
    countries: ['ES'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000012',
    name: 'Ventajas de helloCASH',
    slug: MENU_PRODUCT_SLUGS.benefits.ES,
    brand: POS_BRAND.slug,
    shortDescription: 'Por qué los pequeños negocios ahorran tiempo y dinero con helloCASH.',
    longDescription:
      'Sin hardware caro, sin cuota de alta y sin permanencia: helloCASH crece con tu negocio. Las actualizaciones para cumplir las nuevas obligaciones legales, como Verifactu, están incluidas, y el soporte te atiende en español.',
    features: [
      'Sin cuota de alta',
      'Sin permanencia: cancelas cuando quieras',
      'Actualizaciones legales incluidas',
      'Datos guardados de forma segura en la nube',
      'Soporte en español, alemán y francés',
    ],
    ctaText: 'Consulta las preguntas frecuentes sobre Verifactu',
    ctaLink: '/hellocash/verifactu/faq',
    countries: ['ES'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000013',
    name: 'Pago con tarjeta con helloCASH',
    slug: 'pago-con-tarjeta',
    brand: POS_BRAND.slug,
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
    ctaLink: '/hellocash/hellopayment',
    countries: ['ES'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000014',
    name: 'Solution site web',
    slug: MENU_PRODUCT_SLUGS.website.FR,
    brand: BRAND.slug,
    shortDescription: 'Votre site professionnel en 14 jours, sans casse-tête technique.',
    longDescription:
      'Nous créons le site de votre entreprise à partir de modèles éprouvés pour votre secteur, rédigeons les textes avec vous et prenons en charge l’hébergement, la sécurité et les mises à jour. Vous obtenez un site rapide, adapté au mobile, bien référencé sur Google, qui envoie les demandes directement dans votre boîte mail.',
    features: [
      'Design adapté au mobile selon votre secteur',
      'Textes et images réalisés avec vous',
      'Hébergement, certificat SSL et mises à jour inclus',
      'Référencement local',
      'Formulaire de contact et prise de rendez-vous',
      'Bandeau cookies et mentions légales conformes au RGPD',
    ],
    ctaText: 'Décrivez-nous le site de vos rêves',
    ctaLink: CONTACT_LINK,
    countries: ['FR'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000015',
    name: 'Solution réseaux sociaux',
    slug: MENU_PRODUCT_SLUGS.socialMedia.FR,
    brand: BRAND.slug,
    shortDescription:
      'Des publications régulières sur Facebook et Instagram, sans que vous ayez à y penser.',
    longDescription:
      'Notre équipe éditoriale planifie, conçoit et publie les contenus de votre entreprise. Vous validez, nous nous occupons des hashtags, des horaires de publication et de l’analyse. Chaque mois, vous recevez un rapport clair sur la portée et les demandes obtenues.',
    features: [
      'Calendrier éditorial pour Facebook et Instagram',
      'Huit à douze publications par mois',
      'Visuels aux couleurs de votre entreprise',
      'Validation en un clic depuis l’application',
      'Rapport mensuel sur la portée et les demandes',
      'Un interlocuteur dédié',
    ],
    ctaText: 'Télécharger les e-books réseaux sociaux gratuits',
    ctaLink: '/social-media-tipps-und-tricks',
    countries: ['FR'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000016',
    name: 'Gestion des avis',
    slug: 'gestion-des-avis',
    brand: BRAND.slug,
    shortDescription: 'Plus d’avis Google authentiques et des réponses professionnelles à chacun.',
    longDescription:
      'Les clients satisfaits laissent rarement un avis d’eux-mêmes. Avec des présentoirs QR, un court message après la visite et des réponses prêtes à l’emploi, vous recueillez régulièrement de nouveaux avis et répondez aux critiques avec assurance.',
    features: [
      'Présentoirs QR pour le comptoir et la vitrine',
      'Demande d’avis automatique après la visite',
      'Modèles de réponse aux avis positifs et critiques',
      'Alerte à chaque nouvel avis',
      'Suivi de l’évolution de vos étoiles',
    ],
    ctaText: 'Lire les témoignages',
    ctaLink: '/erfolgsgeschichten',
    countries: ['FR'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000017',
    name: 'Logiciel de caisse helloCASH',
    slug: MENU_PRODUCT_SLUGS.posSystem.FR,
    brand: POS_BRAND.slug,
    shortDescription:
      'La caisse enregistreuse pour tablette, ordinateur et smartphone, prête en quelques minutes.',
    longDescription:
      'helloCASH fonctionne dans le navigateur et en application sur les appareils que vous possédez déjà. Articles, factures, clôture de caisse et statistiques sont réunis au même endroit, et vos ventes sont sauvegardées et archivées automatiquement.',
    features: [
      'Fonctionne sur tablette, ordinateur et smartphone',
      'Ticket imprimé, par e-mail ou par QR code',
      'Clôture de caisse journalière et statistiques de ventes',
      'Gestion des articles et des stocks',
      'Ventes sauvegardées et archivées automatiquement',
      'Paiement par carte via des terminaux connectés',
    ],
    ctaText: 'Dites-nous ce que votre caisse doit savoir faire',
    ctaLink: CONTACT_LINK,
    countries: ['FR'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000018',
    name: 'Les avantages de helloCASH',
    slug: MENU_PRODUCT_SLUGS.benefits.FR,
    brand: POS_BRAND.slug,
    shortDescription:
      'Pourquoi les petites entreprises gagnent du temps et de l’argent avec helloCASH.',
    longDescription:
      'Pas de matériel coûteux, pas de frais d’installation, pas d’engagement de longue durée : helloCASH évolue avec votre entreprise. Les mises à jour liées aux nouvelles obligations légales sont incluses, et le support vous répond en français.',
    features: [
      'Aucuns frais d’installation',
      'Sans engagement, résiliable chaque mois',
      'Mises à jour légales incluses',
      'Données sauvegardées en toute sécurité dans le cloud',
      'Support en français, allemand et espagnol',
    ],
    ctaText: 'Lire les témoignages de nos clients',
    ctaLink: '/erfolgsgeschichten',
    countries: ['FR'],
    isActive: true,
  },
  {
    id: '30000000-0000-4000-8000-000000000019',
    name: 'Paiement par carte avec helloCASH',
    slug: 'paiement-par-carte',
    brand: POS_BRAND.slug,
    shortDescription: 'Encaissez par carte directement depuis la caisse, sans double saisie.',
    longDescription:
      'Connectez helloCASH au prestataire de paiement de votre choix. Le montant est transmis automatiquement au terminal, le paiement apparaît dans la clôture de caisse et les fonds arrivent sur votre compte en un ou deux jours ouvrés.',
    features: [
      'Montant transmis automatiquement au terminal',
      'Carte bancaire, Apple Pay et Google Pay',
      'Paiements visibles dans la clôture de caisse',
      'Versement sous 1 à 2 jours ouvrés',
      'Sans abonnement mensuel chez le prestataire standard',
    ],
    ctaText: 'Se préinscrire maintenant',
    ctaLink: '/hellocash/hellopayment',
    countries: ['FR'],
    isActive: true,
  },
] as const;

export async function seedProducts(trx: Knex.Transaction): Promise<void> {
  const base = Date.parse('2025-02-01T08:00:00.000Z');
  await insertMissing(
    trx,
    'products',
    seedProductData.map((p, i) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      brand: p.brand,
      short_description: p.shortDescription,
      long_description: p.longDescription,
      features: JSON.stringify(p.features),
      image_url: null,
      cta_text: p.ctaText,
      cta_link: p.ctaLink,
      is_active: p.isActive,
      countries: JSON.stringify(p.countries),
      // One minute apart, so "oldest first" is the order above.
      created_at: toDbTimestamp(new Date(base + i * 60_000)),
    })),
  );
}
