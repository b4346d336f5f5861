import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { AnyContentType, ConsoleAreaKey } from 'contracts';
import type { Services } from '../../../services';
import type { ContentTypeService } from '../../../services/console/content-type';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';
import type { RouteDef } from '../../route-def';

/*
 * A content type's console routes, from its declaration: list (search,
 * filters), read (with a preview token), create, update (with the version
 * it started from: else 409), (de)activate, delete. Paths, schemas,
 * summaries and statuses as declared; every write drops the public answers
 * it changed (`invalidates`).
 */

type ServiceOf = (services: Services) => ContentTypeService;
type Handler = (services: Services) => RequestHandler;

function handlers(type: AnyContentType, serviceOf: ServiceOf) {
  const { schemas } = type;
  const id = (params: Record<string, unknown>) => String(params.id);
  const route =
    (work: (service: ContentTypeService, ...args: Parameters<RequestHandler>) => Promise<void>) =>
    (services: Services): RequestHandler =>
    (req, res, next) =>
      work(serviceOf(services), req, res, next);
  return {
    list: route(async (service, req, res) => {
      res.json(await service.list(schemas.searchable ? parseWith(schemas.query, req.query) : {}));
    }),
    get: route(async (service, req, res) => {
      res.json(await service.get(id(req.params)));
    }),
    create: route(async (service, req, res) => {
      const input = parseWith(schemas.create, req.body);
      res.status(201).json(await service.create(actorOf(req, res), input));
    }),
    update: route(async (service, req, res) => {
      const input = parseWith(schemas.update, req.body);
      res.json(await service.update(actorOf(req, res), id(req.params), input));
    }),
    active: route(async (service, req, res) => {
      const { active } = parseWith(schemas.active, req.body);
      res.json(await service.setActive(actorOf(req, res), id(req.params), active));
    }),
    delete: route(async (service, req, res) => {
      await service.remove(actorOf(req, res), id(req.params));
      res.json({ deleted: true });
    }),
  } satisfies Record<keyof AnyContentType['summaries'], Handler>;
}

export interface ContentRouteOptions {
  /** The `:id` parameter as every console route documents it. */
  idParam: Record<string, z.ZodType>;
  /** The type's service among the console's. */
  service: ServiceOf;
}

/** The route rows of a content type, in the order the document lists them. */
export function contentTypeRoutes(
  type: AnyContentType,
  { idParam, service }: ContentRouteOptions,
): (RouteDef & { area: ConsoleAreaKey })[] {
  const { path, schemas, summaries: summary, invalidates, area } = type;
  const handle = handlers(type, service);
  const params = idParam;
  const taken = type.unique ? [409] : [];
  const referenced = type.referencedBy ? [409] : [];
  // prettier-ignore
  return [
    { method: 'get', path, summary: summary.list, area, handler: handle.list, ...(schemas.searchable && { request: { query: schemas.query } }), responses: { 200: schemas.list } },
    { method: 'post', path, summary: summary.create, area, handler: handle.create, request: { body: schemas.create }, responses: { 201: schemas.record }, ...(taken.length > 0 && { errors: taken }), invalidates },
    { method: 'get', path: `${path}/:id`, summary: summary.get, area, handler: handle.get, request: { params }, responses: { 200: schemas.detail }, errors: [404] },
    { method: 'post', path: `${path}/:id`, summary: summary.update, area, handler: handle.update, request: { params, body: schemas.update }, responses: { 200: schemas.record }, errors: [404, 409], invalidates },
    { method: 'post', path: `${path}/:id/active`, summary: summary.active, area, handler: handle.active, request: { params, body: schemas.active }, responses: { 200: schemas.record }, errors: [404, 409], invalidates },
    { method: 'post', path: `${path}/:id/delete`, summary: summary.delete, area, handler: handle.delete, request: { params }, responses: { 200: schemas.deleted }, errors: [404, ...referenced], invalidates },
  ];
}
