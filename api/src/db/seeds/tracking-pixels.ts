import type { Knex } from 'knex';
import { insertMissing } from './insert-missing';

/**
 * An example pixel, INACTIVE: it shows the shape of a row without loading any
 * third-party script until someone switches it on.
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
    },
  ]);
}
