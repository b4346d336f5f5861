import type { RequestHandler } from 'express';
import {
  createFaqInputSchema,
  createGlossaryInputSchema,
  knowledgeActiveInputSchema,
  knowledgeListQuerySchema,
  knowledgeMoveInputSchema,
  updateFaqInputSchema,
  updateGlossaryInputSchema,
} from 'contracts';
import type { Services } from '../../../services';
import type { ConsoleServices } from '../../../services/console';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';

/**
 * FAQs and glossary terms: the same handlers for both, each bound to its
 * service and its contracts (the route table names them per kind). Only FAQs
 * are moved: the site lists glossary terms A–Z in their language.
 */
function knowledgeHandlers(
  pick: (admin: ConsoleServices) => ConsoleServices['faqs'] | ConsoleServices['glossary'],
  createSchema: typeof createFaqInputSchema | typeof createGlossaryInputSchema,
  updateSchema: typeof updateFaqInputSchema | typeof updateGlossaryInputSchema,
) {
  // One service type for both kinds: the schemas above guarantee the input's shape.
  type Service = ConsoleServices['faqs'];
  const service = (admin: ConsoleServices) => pick(admin) as unknown as Service;
  const list =
    ({ admin }: Services): RequestHandler =>
    async (req, res) => {
      res.json(await service(admin).list(parseWith(knowledgeListQuerySchema, req.query)));
    };
  const get =
    ({ admin }: Services): RequestHandler =>
    async (req, res) => {
      res.json(await service(admin).get(String(req.params.id)));
    };
  const create =
    ({ admin }: Services): RequestHandler =>
    async (req, res) => {
      const input = parseWith(createSchema, req.body) as Parameters<Service['create']>[1];
      res.status(201).json(await service(admin).create(actorOf(req, res), input));
    };
  const update =
    ({ admin }: Services): RequestHandler =>
    async (req, res) => {
      const input = parseWith(updateSchema, req.body) as Parameters<Service['update']>[2];
      res.json(await service(admin).update(actorOf(req, res), String(req.params.id), input));
    };
  const setActive =
    ({ admin }: Services): RequestHandler =>
    async (req, res) => {
      const { active } = parseWith(knowledgeActiveInputSchema, req.body);
      res.json(await service(admin).setActive(actorOf(req, res), String(req.params.id), active));
    };
  const move =
    ({ admin }: Services): RequestHandler =>
    async (req, res) => {
      const input = parseWith(knowledgeMoveInputSchema, req.body);
      res.json(await service(admin).move(actorOf(req, res), String(req.params.id), input));
    };
  const remove =
    ({ admin }: Services): RequestHandler =>
    async (req, res) => {
      await service(admin).remove(actorOf(req, res), String(req.params.id));
      res.json({ deleted: true });
    };
  return { list, get, create, update, setActive, move, remove };
}

export const faqHandlers = knowledgeHandlers(
  (admin) => admin.faqs,
  createFaqInputSchema,
  updateFaqInputSchema,
);
export const glossaryHandlers = knowledgeHandlers(
  (admin) => admin.glossary,
  createGlossaryInputSchema,
  updateGlossaryInputSchema,
);
