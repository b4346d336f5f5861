import { activeTrackingPixelSchema, type ActiveTrackingPixel } from 'contracts';
import type { Db } from '../db/connection';

interface TrackingPixelRow {
  id: string;
  position: string;
  script_content: string;
  is_active: unknown;
  created_at: unknown;
}

/** Active pixels only, oldest first so injection order is stable. */
export async function listActivePixels(db: Db): Promise<ActiveTrackingPixel[]> {
  const rows = await db<TrackingPixelRow>('tracking_pixels')
    .select('id', 'position', 'script_content')
    .where('is_active', true)
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
  // Mapped through the contract: exactly {id, position, scriptContent} leaves the API.
  return rows.map((row) =>
    activeTrackingPixelSchema.parse({
      id: row.id,
      position: row.position,
      scriptContent: row.script_content,
    }),
  );
}
