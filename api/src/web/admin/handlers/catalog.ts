import type { RequestHandler } from 'express';
import {
  adminProductQuerySchema,
  adminTestimonialQuerySchema,
  createProductInputSchema,
  createTestimonialInputSchema,
  productActiveInputSchema,
  testimonialActiveInputSchema,
  updateProductInputSchema,
  updateTestimonialInputSchema,
} from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';

/*
 * Products and testimonials in the console: the same five handlers each
 * (as the e-books'), over the shared content-record service.
 */

type Catalog = 'products' | 'testimonials';

const schemas = {
  products: {
    query: adminProductQuerySchema,
    create: createProductInputSchema,
    update: updateProductInputSchema,
    active: productActiveInputSchema,
  },
  testimonials: {
    query: adminTestimonialQuerySchema,
    create: createTestimonialInputSchema,
    update: updateTestimonialInputSchema,
    active: testimonialActiveInputSchema,
  },
} as const;

// The two services differ only in their records' types: the handlers treat them alike.
type AnyService = {
  list(query: unknown): Promise<unknown>;
  get(id: string): Promise<unknown>;
  create(actor: unknown, input: unknown): Promise<unknown>;
  update(actor: unknown, id: string, input: unknown): Promise<unknown>;
  setActive(actor: unknown, id: string, active: boolean): Promise<unknown>;
  remove(actor: unknown, id: string): Promise<void>;
};
const service = ({ admin }: Services, catalog: Catalog) => admin[catalog] as unknown as AnyService;

export const listCatalog =
  (catalog: Catalog) =>
  (services: Services): RequestHandler =>
  async (req, res) => {
    res.json(await service(services, catalog).list(parseWith(schemas[catalog].query, req.query)));
  };

export const getCatalogItem =
  (catalog: Catalog) =>
  (services: Services): RequestHandler =>
  async (req, res) => {
    res.json(await service(services, catalog).get(String(req.params.id)));
  };

export const createCatalogItem =
  (catalog: Catalog) =>
  (services: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(schemas[catalog].create, req.body);
    res.status(201).json(await service(services, catalog).create(actorOf(req, res), input));
  };

export const updateCatalogItem =
  (catalog: Catalog) =>
  (services: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(schemas[catalog].update, req.body);
    res.json(
      await service(services, catalog).update(actorOf(req, res), String(req.params.id), input),
    );
  };

export const setCatalogItemActive =
  (catalog: Catalog) =>
  (services: Services): RequestHandler =>
  async (req, res) => {
    const { active } = parseWith(schemas[catalog].active, req.body) as { active: boolean };
    res.json(
      await service(services, catalog).setActive(actorOf(req, res), String(req.params.id), active),
    );
  };

export const deleteCatalogItem =
  (catalog: Catalog) =>
  (services: Services): RequestHandler =>
  async (req, res) => {
    await service(services, catalog).remove(actorOf(req, res), String(req.params.id));
    res.json({ deleted: true });
  };
