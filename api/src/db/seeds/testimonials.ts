import type { Country, Language } from 'contracts';
import type { Knex } from 'knex';
import { TESTIMONIAL_TEXTS } from '../../data/testimonials';
import { toDbTimestamp } from '../../data/rows';
import { insertMissing } from './insert-missing';
import { insertMissingTexts, textRows, type TextsByLanguage } from './record-texts';

/** What a testimonial says in one language. */
interface TestimonialTexts {
  quote: string;
  business: string;
  branche: string;
  location: string;
}

interface SeedTestimonial {
  id: string;
  name: string;
  country: Country;
  /** The language it was said in: its country's. */
  language: Language;
  texts: TextsByLanguage<TestimonialTexts>;
  createdAt: string;
}

/**
 * Small businesses in Germany, Spain and France, three per country, each
 * in its own language and translated into the others: the success stories
 * show the visitor's country's (a German speaker in Spain reads Spain's in
 * German). Business names and places keep their own spelling.
 */
export const seedTestimonialData: ReadonlyArray<SeedTestimonial> = [
  {
    id: '20000000-0000-4000-8000-000000000001',
    name: 'Sabine Krüger',
    country: 'DE',
    language: 'de',
    texts: {
      de: {
        quote:
          'Seit wir die Tipps aus dem Instagram-E-Book umsetzen, kommen jede Woche neue Kundinnen, die uns über Reels gefunden haben.',
        business: 'Blumenhaus Krüger',
        branche: 'Floristik',
        location: 'Münster',
      },
      es: {
        quote:
          'Desde que aplicamos los consejos del e-book de Instagram, cada semana llegan clientas nuevas que nos han descubierto por los reels.',
        business: 'Blumenhaus Krüger',
        branche: 'Floristería',
        location: 'Münster',
      },
      fr: {
        quote:
          'Depuis que nous appliquons les conseils de l’e-book Instagram, chaque semaine de nouvelles clientes poussent la porte après nous avoir découverts grâce aux Reels.',
        business: 'Blumenhaus Krüger',
        branche: 'Fleuriste',
        location: 'Münster',
      },
    },
    createdAt: '2025-03-02T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000002',
    name: 'Mehmet Yılmaz',
    country: 'DE',
    language: 'de',
    texts: {
      de: {
        quote:
          'Das Google Unternehmensprofil war bei uns völlig vernachlässigt. Nach zwei Wochen hatten wir doppelt so viele Terminanfragen.',
        business: 'Barbershop Yılmaz',
        branche: 'Friseur',
        location: 'Dortmund',
      },
      es: {
        quote:
          'Teníamos el Perfil de Empresa de Google completamente abandonado. A las dos semanas, las peticiones de cita se habían duplicado.',
        business: 'Barbershop Yılmaz',
        branche: 'Peluquería',
        location: 'Dortmund',
      },
      fr: {
        quote:
          'Notre fiche Google était complètement à l’abandon. Deux semaines plus tard, nous avions deux fois plus de demandes de rendez-vous.',
        business: 'Barbershop Yılmaz',
        branche: 'Coiffure',
        location: 'Dortmund',
      },
    },
    createdAt: '2025-03-16T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000003',
    name: 'Julia Hofmann',
    country: 'DE',
    language: 'de',
    texts: {
      de: {
        quote:
          'Endlich Marketing, das ich zwischen Frühschicht und Backofen verstehe. Die Vorlagen sparen mir jede Woche Stunden.',
        business: 'Café Hofmann',
        branche: 'Gastronomie',
        location: 'Freiburg im Breisgau',
      },
      es: {
        quote:
          'Por fin un marketing que entiendo entre el turno de mañana y el horno. Las plantillas me ahorran horas cada semana.',
        business: 'Café Hofmann',
        branche: 'Hostelería',
        location: 'Friburgo de Brisgovia',
      },
      fr: {
        quote:
          'Enfin du marketing que je comprends entre le service du matin et le four. Les modèles me font gagner des heures chaque semaine.',
        business: 'Café Hofmann',
        branche: 'Restauration',
        location: 'Fribourg-en-Brisgau',
      },
    },
    createdAt: '2025-04-01T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000004',
    name: 'Thomas Berger',
    country: 'DE',
    language: 'de',
    texts: {
      de: {
        quote:
          'Über LinkedIn haben wir zwei Gewerbekunden gewonnen, ohne einen einzigen Kaltanruf. Das hätte ich nicht gedacht.',
        business: 'Berger Elektrotechnik GmbH',
        branche: 'Handwerk',
        location: 'Augsburg',
      },
      es: {
        quote:
          'Gracias a LinkedIn conseguimos dos clientes de empresa sin hacer ni una sola llamada en frío. No me lo esperaba.',
        business: 'Berger Elektrotechnik GmbH',
        branche: 'Oficios',
        location: 'Augsburgo',
      },
      fr: {
        quote:
          'Grâce à LinkedIn, nous avons décroché deux clients professionnels sans un seul appel à froid. Je ne l’aurais jamais cru.',
        business: 'Berger Elektrotechnik GmbH',
        branche: 'Artisanat',
        location: 'Augsbourg',
      },
    },
    createdAt: '2025-04-20T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000005',
    name: 'Lucía Fernández',
    country: 'ES',
    language: 'es',
    texts: {
      es: {
        quote:
          'Con WhatsApp Business nuestros clientes reservan el pan del domingo en un minuto. Y ya estamos preparados para Verifactu.',
        business: 'Panadería La Espiga',
        branche: 'Panadería',
        location: 'Valencia',
      },
      de: {
        quote:
          'Mit WhatsApp Business bestellen unsere Kunden ihr Sonntagsbrot in einer Minute vor. Und für Verifactu sind wir auch schon bereit.',
        business: 'Panadería La Espiga',
        branche: 'Bäckerei',
        location: 'Valencia',
      },
      fr: {
        quote:
          'Avec WhatsApp Business, nos clients réservent leur pain du dimanche en une minute. Et nous sommes déjà prêts pour Verifactu.',
        business: 'Panadería La Espiga',
        branche: 'Boulangerie',
        location: 'Valence',
      },
    },
    createdAt: '2025-05-05T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000006',
    name: 'Jordi Puig',
    country: 'ES',
    language: 'es',
    texts: {
      es: {
        quote:
          'Las guías son claras y prácticas. Publicamos dos vídeos a la semana y el taller está lleno los sábados.',
        business: 'Taller de Bicis Puig',
        branche: 'Comercio',
        location: 'Girona',
      },
      de: {
        quote:
          'Die Anleitungen sind klar und praxisnah. Wir posten zwei Videos pro Woche, und samstags ist die Werkstatt voll.',
        business: 'Taller de Bicis Puig',
        branche: 'Einzelhandel',
        location: 'Girona',
      },
      fr: {
        quote:
          'Les guides sont clairs et concrets. Nous publions deux vidéos par semaine et l’atelier est plein tous les samedis.',
        business: 'Taller de Bicis Puig',
        branche: 'Commerce',
        location: 'Gérone',
      },
    },
    createdAt: '2025-05-19T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000007',
    name: 'Camille Martin',
    country: 'FR',
    language: 'fr',
    texts: {
      fr: {
        quote:
          'Grâce aux conseils Instagram, nos plateaux de fromages partent avant même d’arriver en vitrine.',
        business: 'Fromagerie Martin',
        branche: 'Alimentation',
        location: 'Lyon',
      },
      de: {
        quote:
          'Dank der Instagram-Tipps sind unsere Käseplatten verkauft, bevor sie überhaupt im Schaufenster liegen.',
        business: 'Fromagerie Martin',
        branche: 'Lebensmittel',
        location: 'Lyon',
      },
      es: {
        quote:
          'Gracias a los consejos de Instagram, nuestras tablas de quesos se venden antes incluso de llegar al escaparate.',
        business: 'Fromagerie Martin',
        branche: 'Alimentación',
        location: 'Lyon',
      },
    },
    createdAt: '2025-06-02T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000008',
    name: 'Karim Benali',
    country: 'FR',
    language: 'fr',
    texts: {
      fr: {
        quote:
          'Notre fiche Google est enfin complète : on nous appelle pour commander les galettes, et les avis cinq étoiles s’enchaînent.',
        business: 'Boulangerie Benali',
        branche: 'Boulangerie',
        location: 'Toulouse',
      },
      de: {
        quote:
          'Unser Google-Profil ist endlich vollständig: Die Leute rufen an, um Galettes zu bestellen, und eine Fünf-Sterne-Bewertung folgt auf die nächste.',
        business: 'Boulangerie Benali',
        branche: 'Bäckerei',
        location: 'Toulouse',
      },
      es: {
        quote:
          'Nuestra ficha de Google por fin está completa: nos llaman para encargar las galettes y las reseñas de cinco estrellas no paran de llegar.',
        business: 'Boulangerie Benali',
        branche: 'Panadería',
        location: 'Toulouse',
      },
    },
    createdAt: '2025-06-16T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000009',
    name: 'Marta Ruiz',
    country: 'ES',
    language: 'es',
    texts: {
      es: {
        quote:
          'Desde que cobramos con helloCASH, el cierre de caja me lleva cinco minutos y las clientas reservan cita por Instagram.',
        business: 'Peluquería Marta Ruiz',
        branche: 'Peluquería',
        location: 'Sevilla',
      },
      de: {
        quote:
          'Seit wir mit helloCASH kassieren, dauert der Kassenabschluss fünf Minuten, und unsere Kundinnen buchen ihre Termine über Instagram.',
        business: 'Peluquería Marta Ruiz',
        branche: 'Friseur',
        location: 'Sevilla',
      },
      fr: {
        quote:
          'Depuis que nous encaissons avec helloCASH, la clôture de caisse me prend cinq minutes et les clientes prennent rendez-vous sur Instagram.',
        business: 'Peluquería Marta Ruiz',
        branche: 'Coiffure',
        location: 'Séville',
      },
    },
    createdAt: '2025-07-01T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000010',
    name: 'Élodie Rousseau',
    country: 'FR',
    language: 'fr',
    texts: {
      fr: {
        quote:
          'Avec les idées TikTok, nos ateliers du mercredi affichent complet et les parents nous trouvent enfin en ligne.',
        business: 'La Papeterie d’Élodie',
        branche: 'Commerce',
        location: 'Nantes',
      },
      de: {
        quote:
          'Mit den TikTok-Ideen sind unsere Mittwochsworkshops ausgebucht, und Eltern finden uns endlich auch online.',
        business: 'La Papeterie d’Élodie',
        branche: 'Einzelhandel',
        location: 'Nantes',
      },
      es: {
        quote:
          'Con las ideas de TikTok, nuestros talleres de los miércoles se llenan y los padres por fin nos encuentran en internet.',
        business: 'La Papeterie d’Élodie',
        branche: 'Comercio',
        location: 'Nantes',
      },
    },
    createdAt: '2025-07-14T10:00:00.000Z',
  },
];

/** A testimonial's text rows as testimonial_translations holds them. */
export function testimonialTextRows(t: SeedTestimonial) {
  return textRows(t.texts, (text) => ({
    testimonial_id: t.id,
    quote: text.quote,
    business: text.business,
    branche: text.branche,
    location: text.location,
  }));
}

export async function seedTestimonials(trx: Knex.Transaction): Promise<void> {
  await insertMissing(
    trx,
    'testimonials',
    seedTestimonialData.map((t) => ({
      id: t.id,
      name: t.name,
      image_url: null,
      country: t.country,
      language: t.language,
      created_at: toDbTimestamp(new Date(t.createdAt)),
    })),
  );
  await insertMissingTexts(
    trx,
    TESTIMONIAL_TEXTS,
    seedTestimonialData.flatMap(testimonialTextRows),
  );
}
