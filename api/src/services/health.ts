import type { Db } from '../db/connection';
import { pingDatabase } from '../data/health';

export interface HealthService {
  /** Resolves when the database answers; rejects (-> 503) when it does not. */
  checkReady(): Promise<void>;
}

export function healthService(db: Db): HealthService {
  return { checkReady: () => pingDatabase(db) };
}
