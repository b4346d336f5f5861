import type { Knex } from 'knex';
import { toDbTimestamp } from '../../data/rows';
import { insertMissing } from './insert-missing';

/**
 * Small businesses in Germany, Spain and France, each in its own language
 * (at least two for Spain and France). Testimonials carry no countries: the
 * success stories show every one, like voices from the provider's markets.
 */
export const seedTestimonialData = [
  {
    id: '20000000-0000-4000-8000-000000000001',
    name: 'Sabine Krüger',
    business: 'Blumenhaus Krüger',
    quote:
      'Seit wir die Tipps aus dem Instagram-E-Book umsetzen, kommen jede Woche neue Kundinnen, die uns über Reels gefunden haben.',
    branche: 'Floristik',
    location: 'Münster',
    createdAt: '2025-03-02T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000002',
    name: 'Mehmet Yılmaz',
    business: 'Barbershop Yılmaz',
    quote:
      'Das Google Unternehmensprofil war bei uns völlig vernachlässigt. Nach zwei Wochen hatten wir doppelt so viele Terminanfragen.',
    branche: 'Friseur',
    location: 'Dortmund',
    createdAt: '2025-03-16T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000003',
    name: 'Julia Hofmann',
    business: 'Café Hofmann',
    quote:
      'Endlich Marketing, das ich zwischen Frühschicht und Backofen verstehe. Die Vorlagen sparen mir jede Woche Stunden.',
    branche: 'Gastronomie',
    location: 'Freiburg im Breisgau',
    createdAt: '2025-04-01T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000004',
    name: 'Thomas Berger',
    business: 'Berger Elektrotechnik GmbH',
    quote:
      'Über LinkedIn haben wir zwei Gewerbekunden gewonnen, ohne einen einzigen Kaltanruf. Das hätte ich nicht gedacht.',
    branche: 'Handwerk',
    location: 'Augsburg',
    createdAt: '2025-04-20T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000005',
    name: 'Lucía Fernández',
    business: 'Panadería La Espiga',
    quote:
      'Con WhatsApp Business nuestros clientes reservan el pan del domingo en un minuto. Y ya estamos preparados para Verifactu.',
    branche: 'Panadería',
    location: 'Valencia',
    createdAt: '2025-05-05T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000006',
    name: 'Jordi Puig',
    business: 'Taller de Bicis Puig',
    quote:
      'Las guías son claras y prácticas. Publicamos dos vídeos a la semana y el taller está lleno los sábados.',
    branche: 'Comercio',
    location: 'Girona',
    createdAt: '2025-05-19T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000007',
    name: 'Camille Martin',
    business: 'Fromagerie Martin',
    quote:
      'Grâce aux conseils Instagram, nos plateaux de fromages partent avant même d’arriver en vitrine.',
    branche: 'Alimentation',
    location: 'Lyon',
    createdAt: '2025-06-02T10:00:00.000Z',
  },
  {
    id: '20000000-0000-4000-8000-000000000008',
    name: 'Karim Benali',
    business: 'Boulangerie Benali',
    quote:
      'Notre fiche Google est enfin complète : on nous appelle pour commander les galettes, et les avis cinq étoiles s’enchaînent.',
    branche: 'Boulangerie',
    location: 'Toulouse',
    createdAt: '2025-06-16T10:00:00.000Z',
  },
] as const;

export async function seedTestimonials(trx: Knex.Transaction): Promise<void> {
  await insertMissing(
    trx,
    'testimonials',
    seedTestimonialData.map((t) => ({
      id: t.id,
      name: t.name,
      business: t.business,
      quote: t.quote,
      branche: t.branche,
      location: t.location,
      image_url: null,
      created_at: toDbTimestamp(new Date(t.createdAt)),
    })),
  );
}
