import type { RequestHandler } from 'express';
import type { z } from 'zod';
import {
  brandParamSchema,
  contentLanguageQuerySchema,
  contentListQuerySchema,
  downloadStatsQuerySchema,
  ebookMessages,
  ebookPreviewQuerySchema,
  previewMessages,
  previewQuerySchema,
  featuredEbooksQuerySchema,
  faqPreviewQuerySchema,
  faqQuerySchema,
  glossaryPreviewQuerySchema,
  glossaryQuerySchema,
  testimonialPreviewQuerySchema,
  numericIdParamSchema,
  slugParamSchema,
  uuidParamSchema,
} from 'contracts';
import { NotFoundError } from '../../errors';
import type { Services } from '../../services';
import { contentMessages, type ContentService } from '../../services/content';
import type { PreviewKind } from '../../services/console/previews';
import { parseWith } from '../validate';

/** A preview answer: made for one editor's token, kept nowhere, found by no search engine. */
const PREVIEW_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export const listTestimonials =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await content.testimonials(parseWith(contentListQuerySchema, req.query)));
  };

export const listRoadmap =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    const { language } = parseWith(contentLanguageQuerySchema, req.query);
    res.json(await content.roadmap(language));
  };

export const listEbooks =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await content.ebooks(parseWith(contentListQuerySchema, req.query)));
  };

export const listFeaturedEbooks =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    const { limit, ...query } = parseWith(featuredEbooksQuerySchema, req.query);
    res.json(await content.featuredEbooks(query, limit));
  };

export const getEbookById =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    const id = parseWith(uuidParamSchema, req.params.id);
    const { language } = parseWith(contentLanguageQuerySchema, req.query);
    res.json(await content.ebookById(id, language));
  };

export const getEbookByNumericId =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    const numericId = parseWith(numericIdParamSchema, req.params.numericId);
    const { language } = parseWith(contentLanguageQuerySchema, req.query);
    res.json(await content.ebookByNumericId(numericId, language));
  };

/**
 * The public detail of an e-book, active or not, for a preview token the
 * console handed out (signed, short-lived): never cached, never indexed.
 * Without a valid token it does not exist (404), like an inactive e-book.
 */
export const getEbookPreview =
  ({ contentPreview, admin }: Services): RequestHandler =>
  async (req, res) => {
    res.set(PREVIEW_HEADERS);
    const { token, language } = parseWith(ebookPreviewQuerySchema, req.query);
    const id = await admin.previews.recordId('ebook', token);
    if (!id) throw new NotFoundError(ebookMessages.previewInvalid);
    res.json(await contentPreview('ebook', id, (content) => content.ebookPreview(id, language)));
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
    const query = parseWith(contentListQuerySchema, req.query);
    res.json(await content.productsByBrand(brand.data, query));
  };

export const getProductBySlug =
  ({ content }: Services): RequestHandler =>
  async (req, res) => {
    // A slug that cannot exist is simply not found.
    const slug = slugParamSchema.safeParse(req.params.slug);
    if (!slug.success) throw new NotFoundError(contentMessages.productNotFound);
    const { language } = parseWith(contentLanguageQuerySchema, req.query);
    res.json(await content.productBySlug(slug.data, language));
  };

/**
 * The public page's answer for a product, active or not, for a preview token
 * the console handed out (signed, short-lived, naming this product): never
 * cached, never indexed. Otherwise it does not exist (404), like an inactive one.
 */
export const getProductPreview =
  ({ contentPreview, admin }: Services): RequestHandler =>
  async (req, res) => {
    res.set(PREVIEW_HEADERS);
    const slug = slugParamSchema.safeParse(req.params.slug);
    if (!slug.success) throw new NotFoundError(contentMessages.productNotFound);
    const { token, language } = parseWith(previewQuerySchema, req.query);
    const id = await admin.previews.recordId('product', token);
    if (!id) throw new NotFoundError(previewMessages.invalid);
    const product = (content: ContentService) => content.productPreview(id, slug.data, language);
    res.json(await contentPreview('product', id, product));
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

/**
 * A list page's preview (testimonials, FAQs, glossary, roadmap): the list
 * as its public answer has it, plus the record of `kind` the console's
 * token names, active or not, marked `preview: true`. Never cached, never
 * indexed; a bad or expired token, or one whose record this list would not
 * show, is a 404.
 */
function listPreview<Query extends { token: string }>(
  kind: PreviewKind,
  schema: z.ZodType<Query>,
  list: (content: ContentService, query: Omit<Query, 'token'>, id: string) => Promise<unknown>,
): (services: Services) => RequestHandler {
  return ({ contentPreview, admin }) =>
    async (req, res) => {
      res.set(PREVIEW_HEADERS);
      const { token, ...query } = parseWith(schema, req.query);
      const id = await admin.previews.recordId(kind, token);
      if (!id) throw new NotFoundError(previewMessages.invalid);
      res.json(await contentPreview(kind, id, (content) => list(content, query, id)));
    };
}

export const listTestimonialsPreview = listPreview(
  'testimonial',
  testimonialPreviewQuerySchema,
  (content, query, id) => content.testimonials(query, id),
);

export const listFaqsPreview = listPreview('faq', faqPreviewQuerySchema, (content, query, id) =>
  content.faqs(query, id),
);

export const listGlossaryPreview = listPreview(
  'glossary',
  glossaryPreviewQuerySchema,
  (content, query, id) => content.glossary(query, id),
);

export const listRoadmapPreview = listPreview(
  'roadmap',
  previewQuerySchema,
  (content, { language }, id) => content.roadmap(language, id),
);
