import type { Knex } from 'knex';
import { toJsonText } from '../../data/rows';
import { insertMissing } from './insert-missing';

/**
 * Example pixels, INACTIVE: they show the shape of a row — one per consent
 * category, with what the consent banner's second layer lists about them —
 * without loading any third-party script until someone switches one on.
 */
export async function seedTrackingPixels(trx: Knex.Transaction): Promise<void> {
  await insertMissing(trx, 'tracking_pixels', [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Example analytics pixel',
      tracking_id: 'EXAMPLE-0001',
      script_content: "console.info('example tracking pixel');",
      pixel_type: 'analytics',
      is_active: false,
      position: 'head',
      category: 'statistics',
      vendor: 'Example Analytics Ltd.',
      purpose_de:
        'Misst, welche Seiten wie oft besucht werden, damit wir die Website verbessern können.',
      purpose_es: 'Mide qué páginas se visitan y con qué frecuencia para mejorar el sitio web.',
      purpose_fr:
        'Mesure quelles pages sont visitées et à quelle fréquence pour améliorer le site.',
      cookies: toJsonText([
        { name: '_example_id', kind: 'cookie', lifetime: { amount: 13, unit: 'month' } },
        { name: '_example_session', kind: 'cookie', lifetime: { amount: 30, unit: 'minute' } },
      ]),
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Example advertising pixel',
      tracking_id: 'EXAMPLE-0002',
      script_content: "console.info('example advertising pixel');",
      pixel_type: 'advertising',
      is_active: false,
      position: 'body',
      category: 'marketing',
      vendor: 'Example Ads Inc.',
      purpose_de:
        'Erkennt Besucher wieder, um ihnen auf anderen Websites Werbung für unsere Produkte zu zeigen und deren Erfolg zu messen.',
      purpose_es:
        'Reconoce a los visitantes para mostrarles publicidad de nuestros productos en otros sitios web y medir su éxito.',
      purpose_fr:
        "Reconnaît les visiteurs pour leur montrer de la publicité pour nos produits sur d'autres sites et en mesurer le succès.",
      cookies: toJsonText([
        { name: '_example_ads', kind: 'cookie', lifetime: { amount: 3, unit: 'month' } },
      ]),
    },
  ]);
}
