import type { RequestHandler } from 'express';
import {
  brandParamSchema,
  countryFilterQuerySchema,
  downloadStatsQuerySchema,
  faqQuerySchema,
  glossaryQuerySchema,
  numericIdParamSchema,
  slugParamSchema,
  uuidParamSchema,
} from 'contracts';
import { NotFoundError } from '../../errors';
import type { Services } from '../../services';
import { contentMessages } from '../../services/content';
import { parseWith } from '../validate';

export const listTestimonials =
  ({ content }: Services): RequestHandler =>
  async (_req, res) => {
    res.json(await content.testimonials());
  };

export const listEbooks =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    const { country } = parseWith(countryFilterQuerySchema, req.query);
    res.json(await content.ebooks(country));
  };

export const getEbookById =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    const id = parseWith(uuidParamSchema, req.params.id);
    res.json(await content.ebookById(id));
  };

export const getEbookByNumericId =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    const numericId = parseWith(numericIdParamSchema, req.params.numericId);
    res.json(await content.ebookByNumericId(numericId));
  };

export const downloadStats =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    const { category } = parseWith(downloadStatsQuerySchema, req.query);
    res.json({ count: await content.downloadCount(category) });
  };

export const listProductsByBrand =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    // A brand that does not exist is simply not found.
    const brand = brandParamSchema.safeParse(req.params.brand);
    if (!brand.success) throw new NotFoundError(contentMessages.brandNotFound);
    const { country } = parseWith(countryFilterQuerySchema, req.query);
    res.json(await content.productsByBrand(brand.data, country));
  };

export const getProductBySlug =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    // A slug that cannot exist is simply not found.
    const slug = slugParamSchema.safeParse(req.params.slug);
    if (!slug.success) throw new NotFoundError(contentMessages.productNotFound);
    res.json(await content.productBySlug(slug.data));
  };

export const listFaqs =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await content.faqs(parseWith(faqQuerySchema, req.query)));
  };

export const listGlossary =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await content.glossary(parseWith(glossaryQuerySchema, req.query)));
  };
