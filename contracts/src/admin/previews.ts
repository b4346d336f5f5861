import { z } from 'zod';
import { languageQuerySchema } from '../locale';
import { textField } from '../textField';

/*
 * The preview of a record's public page before it is activated (e-books,
 * products): the console's detail of the record carries a short-lived
 * signed token; the public page with `?preview=<token>` shows the record,
 * active or not, never cached, never indexed. One token kind for all.
 */

export const previewMessages = {
  invalid: 'Vorschau-Link ungültig oder abgelaufen',
} as const;

/** The token of a record's preview and when it stops working (ISO time). */
export const previewGrantSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type PreviewGrant = z.infer<typeof previewGrantSchema>;

/** ?token=&language= of a public preview answer (GET /api/ebooks/preview, /api/products/:slug/preview). */
export const previewQuerySchema = z.object({
  token: textField({
    label: 'Parameter token',
    maxLength: 200,
    minVisible: 1,
    messages: { tooShort: previewMessages.invalid, tooLong: previewMessages.invalid },
  }),
  language: languageQuerySchema,
});
