import type { RequestHandler } from 'express';
import { z } from 'zod';
import {
  contentPublishInputSchema,
  contentVersionListSchema,
  type AnyContentType,
  type ConsoleAreaKey,
} from 'contracts';
import type { Services } from '../../../services';
import type { ContentTypeService } from '../../../services/console/content-type';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';
import type { RouteDef } from '../../route-def';

/*
 * A content type's console routes, from its declaration: list (search,
 * filters), read (with a preview token), create, update (with the version
 * it started from: else 409), (de)activate, delete, its versions, its
 * draft (saved, published now or scheduled, discarded) and a version
 * restored into the draft. Paths, schemas,
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
    versions: route(async (service, req, res) => {
      res.json(await service.versions(id(req.params)));
    }),
    // The version's snapshot becomes the draft, checked as an editor's save is.
    restore: route(async (service, req, res) => {
      const recordId = id(req.params);
      const versionId = String(req.params.versionId);
      const { snapshot, version } = await service.restorable(recordId, versionId);
      const input = parseWith(schemas.update, { ...snapshot, version });
      await service.saveDraft(actorOf(req, res), recordId, input, versionId);
      res.json(await service.versions(recordId));
    }),
    draft: route(async (service, req, res) => {
      const input = parseWith(schemas.update, req.body);
      await service.saveDraft(actorOf(req, res), id(req.params), input);
      res.json(await service.versions(id(req.params)));
    }),
    publish: route(async (service, req, res) => {
      const { publishAt } = parseWith(contentPublishInputSchema, req.body);
      await service.publish(actorOf(req, res), id(req.params), publishAt);
      res.json(await service.versions(id(req.params)));
    }),
    discard: route(async (service, req, res) => {
      await service.discardDraft(actorOf(req, res), id(req.params));
      res.json(await service.versions(id(req.params)));
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
  const versionParams = {
    ...idParam,
    versionId: z.uuid().describe('ID der Version (UUID); jede andere: 404'),
  };
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
    { method: 'get', path: `${path}/:id/versions`, summary: summary.versions, area, handler: handle.versions, request: { params }, responses: { 200: contentVersionListSchema }, errors: [404] },
    { method: 'post', path: `${path}/:id/versions/:versionId/restore`, summary: summary.restore, area, handler: handle.restore, request: { params: versionParams }, responses: { 200: contentVersionListSchema }, errors: [400, 404, 409] },
    { method: 'post', path: `${path}/:id/draft`, summary: summary.draft, area, handler: handle.draft, request: { params, body: schemas.update }, responses: { 200: contentVersionListSchema }, errors: [404, 409] },
    { method: 'post', path: `${path}/:id/publish`, summary: summary.publish, area, handler: handle.publish, request: { params, body: contentPublishInputSchema }, responses: { 200: contentVersionListSchema }, errors: [404, 409, ...taken], invalidates },
    { method: 'post', path: `${path}/:id/draft/delete`, summary: summary.discard, area, handler: handle.discard, request: { params }, responses: { 200: contentVersionListSchema }, errors: [404] },
  ];
}
