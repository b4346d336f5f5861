import { z } from 'zod';
import { contentListQuerySchema, faqQuerySchema, glossaryQuerySchema } from '../content';
import { languageQuerySchema } from '../locale';
import { textField } from '../textField';

/*
 * The preview of a record's public page before it is activated: the
 * console's detail of the record carries a short-lived signed token; the
 * public page with `?preview=<token>` shows the record, active or not, never
 * cached, never indexed. One token kind for all. E-books and products have a
 * page of their own; testimonials, FAQs, glossary terms and roadmap items
 * are shown on the list page they appear on, the previewed one marked
 * (`preview: true`, content.ts).
 */

export const previewMessages = {
  invalid: 'Vorschau-Link ungültig oder abgelaufen',
} as const;

/** The token of a record's preview and when it stops working (ISO time). */
export const previewGrantSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type PreviewGrant = z.infer<typeof previewGrantSchema>;

const previewToken = textField({
  label: 'Parameter token',
  maxLength: 200,
  minVisible: 1,
  messages: { tooShort: previewMessages.invalid, tooLong: previewMessages.invalid },
});

/**
 * ?token=&language= of a public preview answer (GET /api/ebooks/preview,
 * /api/products/:slug/preview, /api/roadmap/preview).
 */
export const previewQuerySchema = z.object({ token: previewToken, language: languageQuerySchema });

/* The list previews: the list's own query and the token. */

/** GET /api/testimonials/preview?token=&country=&language= */
export const testimonialPreviewQuerySchema = contentListQuerySchema.extend({ token: previewToken });
/** GET /api/faqs/preview?token=&country=&category=&language= */
export const faqPreviewQuerySchema = faqQuerySchema.extend({ token: previewToken });
/** GET /api/glossary/preview?token=&country=&context=&language= */
export const glossaryPreviewQuerySchema = glossaryQuerySchema.extend({ token: previewToken });
