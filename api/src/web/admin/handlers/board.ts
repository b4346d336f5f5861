import type { RequestHandler } from 'express';
import {
  boardStatusInputSchema,
  mergeInputSchema,
  moderationQuerySchema,
  publishInputSchema,
  redactInputSchema,
  rejectInputSchema,
  roadmapLinkInputSchema,
  titleInputSchema,
} from 'contracts';
import type { Services } from '../../../services';
import type { ModerationService } from '../../../services/console/moderation';
import type { Actor } from '../../../services/console/actor';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';

export const listModeration =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.moderation.list(parseWith(moderationQuerySchema, req.query)));
  };

export const moderatedEntry =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.moderation.detail(String(req.params.id)));
  };

/** A moderation step on the entry of `:id`: its body parsed, done as the signed-in member. */
const step =
  (
    run: (
      moderation: ModerationService,
      actor: Actor,
      id: string,
      body: unknown,
    ) => Promise<unknown>,
  ) =>
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await run(admin.moderation, actorOf(req, res), String(req.params.id), req.body));
  };

export const publishEntry = step((m, actor, id, body) =>
  m.publish(actor, id, parseWith(publishInputSchema, body).title),
);
export const rejectEntry = step((m, actor, id, body) =>
  m.reject(actor, id, parseWith(rejectInputSchema, body).reason),
);
export const mergeEntry = step((m, actor, id, body) =>
  m.merge(actor, id, parseWith(mergeInputSchema, body).intoId),
);
export const setEntryTitle = step((m, actor, id, body) =>
  m.setTitle(actor, id, parseWith(titleInputSchema, body).title),
);
export const redactEntry = step((m, actor, id, body) =>
  m.redact(actor, id, parseWith(redactInputSchema, body).text),
);
export const setEntryStatus = step((m, actor, id, body) =>
  m.setStatus(actor, id, parseWith(boardStatusInputSchema, body).status),
);
export const linkEntryRoadmap = step((m, actor, id, body) =>
  m.linkRoadmap(actor, id, parseWith(roadmapLinkInputSchema, body).roadmapItem),
);
