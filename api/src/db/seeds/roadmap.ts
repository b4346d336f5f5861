import type { GradientType, Language, RoadmapDatePrecision, RoadmapStatus } from 'contracts';
import type { Knex } from 'knex';
import { ROADMAP_TEXTS } from '../../data/roadmap';
import { toDbTimestamp } from '../../data/rows';
import { insertMissing } from './insert-missing';
import { insertMissingTexts, textRows } from './record-texts';

interface RoadmapTexts {
  title: string;
  description: string;
}

interface SeedRoadmapItem {
  key: string;
  dueOn: string;
  precision: RoadmapDatePrecision;
  status: RoadmapStatus;
  gradient: GradientType;
  texts: Record<Language, RoadmapTexts>;
}

/**
 * The roadmap as the feedback section showed it from its texts until it
 * became content (issue 20): SPEC §2 "dates run from 15.09.2025 to Q2 2026",
 * the payment pre-registration in progress ('Aktuell'), the same words in
 * de/es/fr. Keys and order are those the board's entries were linked by before the items became rows.
 */
export const seedRoadmapItems: readonly SeedRoadmapItem[] = [
  {
    key: 'ebooks',
    dueOn: '2025-09-15',
    precision: 'day',
    status: 'done',
    gradient: 'emerald-teal',
    texts: {
      de: {
        title: 'Start der E-Book-Bibliothek',
        description:
          'Kostenlose Social-Media-E-Books mit Tipps und Strategien für kleine Unternehmen.',
      },
      es: {
        title: 'Lanzamiento de la biblioteca de e-books',
        description:
          'E-books gratuitos sobre redes sociales con consejos y estrategias para pequeños negocios.',
      },
      fr: {
        title: 'Lancement de la bibliothèque d’e-books',
        description:
          'Des e-books gratuits sur les réseaux sociaux, avec conseils et stratégies pour les petites entreprises.',
      },
    },
  },
  {
    key: 'stories',
    dueOn: '2025-10-01',
    precision: 'day',
    status: 'done',
    gradient: 'emerald-teal',
    texts: {
      de: {
        title: 'Erfolgsgeschichten',
        description:
          'Unternehmerinnen und Unternehmer erzählen, wie sie mit Social Media neue Kunden gewinnen.',
      },
      es: {
        title: 'Casos de éxito',
        description:
          'Emprendedores cuentan cómo consiguen nuevos clientes gracias a las redes sociales.',
      },
      fr: {
        title: 'Témoignages clients',
        description:
          'Des entrepreneurs racontent comment ils gagnent de nouveaux clients grâce aux réseaux sociaux.',
      },
    },
  },
  {
    key: 'verifactu',
    dueOn: '2025-11-01',
    precision: 'day',
    status: 'done',
    gradient: 'cyan-purple',
    texts: {
      de: {
        title: 'Verifactu-Ratgeber für Spanien',
        description: 'Alles zur neuen Kassenpflicht in Spanien – mit Schnelltest und Checkliste.',
      },
      es: {
        title: 'Guía Verifactu para España',
        description:
          'Todo sobre la nueva obligación de las cajas registradoras en España, con test rápido y lista de control.',
      },
      fr: {
        title: 'Guide Verifactu pour l’Espagne',
        description:
          'Tout sur la nouvelle obligation des caisses enregistreuses en Espagne, avec test rapide et liste de contrôle.',
      },
    },
  },
  {
    key: 'payment',
    dueOn: '2025-12-15',
    precision: 'day',
    status: 'in_progress',
    gradient: 'purple-pink',
    texts: {
      de: {
        title: 'helloPayment Voranmeldung',
        description:
          'Schneller bezahlt werden: Zahlungsanbieter vergleichen und direkt voranmelden.',
      },
      es: {
        title: 'Preinscripción en helloPayment',
        description: 'Cobra más rápido: compara proveedores de pago y preinscríbete directamente.',
      },
      fr: {
        title: 'Pré-inscription helloPayment',
        description:
          'Être payé plus vite : compare les prestataires de paiement et pré-inscris-toi directement.',
      },
    },
  },
  {
    key: 'posts',
    dueOn: '2026-01-01',
    precision: 'quarter',
    status: 'planned',
    gradient: 'orange-pink',
    texts: {
      de: {
        title: 'Fertige Social-Media-Posts',
        description: 'Jede Woche fertige Beiträge für deine Branche – anpassen, posten, fertig.',
      },
      es: {
        title: 'Publicaciones listas para redes sociales',
        description:
          'Cada semana, publicaciones listas para tu sector: adáptalas, publícalas y listo.',
      },
      fr: {
        title: 'Publications prêtes à l’emploi',
        description:
          'Chaque semaine, des publications prêtes pour ton secteur : tu adaptes, tu publies, c’est fait.',
      },
    },
  },
  {
    key: 'websites',
    dueOn: '2026-04-01',
    precision: 'quarter',
    status: 'planned',
    gradient: 'cyan-purple',
    texts: {
      de: {
        title: 'Einfache Websites',
        description:
          'Deine eigene Website in wenigen Minuten – verbunden mit deiner helloCASH-Kasse.',
      },
      es: {
        title: 'Páginas web sencillas',
        description: 'Tu propia web en pocos minutos, conectada con tu caja helloCASH.',
      },
      fr: {
        title: 'Sites web simples',
        description: 'Ton propre site web en quelques minutes, relié à ta caisse helloCASH.',
      },
    },
  },
];

/** Fixed ids (seeds insert missing ids only): `70000000-…-0000000000NN`, NN the item's place. */
const idOf = (index: number) => `70000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

/** Inserts the items and texts not there yet; items and texts edited in the console stay as they are. */
export async function seedRoadmap(trx: Knex.Transaction): Promise<void> {
  const at = toDbTimestamp(new Date('2025-09-01T08:00:00.000Z'));
  await insertMissing(
    trx,
    'roadmap_items',
    seedRoadmapItems.map((item, index) => ({
      id: idOf(index),
      item_key: item.key,
      due_on: item.dueOn,
      date_precision: item.precision,
      status: item.status,
      gradient_type: item.gradient,
      sort_order: (index + 1) * 10,
      is_active: true,
      version: 1,
      created_at: at,
      updated_at: at,
    })),
  );
  await insertMissingTexts(trx, ROADMAP_TEXTS, roadmapTextRows());
}

/** The items' text rows as roadmap_item_translations holds them. */
export const roadmapTextRows = () =>
  seedRoadmapItems.flatMap((item, index) =>
    textRows(item.texts, (text) => ({ roadmap_item_id: idOf(index), ...text })),
  );
