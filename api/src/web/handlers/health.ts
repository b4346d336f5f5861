import type { RequestHandler } from 'express';
import { ServiceUnavailableError, errorMessages } from '../../errors';
import type { Services } from '../../services';

/** Liveness: the process answers. Deliberately no database, so a DB outage never restarts pods. */
export const liveness = (): RequestHandler => (_req, res) => {
  res.json({ status: 'ok' });
};

/** Readiness: the database answers `select 1`. */
export const readiness =
  ({ health }: Services): RequestHandler =>
  async (_req, res) => {
    try {
      await health.checkReady();
    } catch {
      throw new ServiceUnavailableError(errorMessages.databaseUnavailable);
    }
    res.json({ status: 'ok' });
  };
