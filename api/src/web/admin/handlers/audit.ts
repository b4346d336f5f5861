import type { RequestHandler } from 'express';
import { auditQuerySchema } from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';

export const listAudit =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.audit.list(parseWith(auditQuerySchema, req.query)));
  };
