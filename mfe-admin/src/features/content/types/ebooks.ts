import { ebookType } from 'contracts/admin';
import { GRADIENT_TYPES } from 'contracts/ebook-covers';
import { ebookPreviewHref } from 'contracts/ebook-links';
import { COUNTRY_OPTIONS, defineContentPage } from '../contentPage';
import { everyLanguageIn } from '../PreviewLinks';

/**
 * E-books (admins, editors) in the console: `?ebook=<id>`, `neu` for a new
 * one; the list counts each one's downloads (one with any is deactivated,
 * not deleted).
 */
export const ebooks = defineContentPage({
  type: ebookType,
  editParam: 'ebook',
  fields: {
    slug: { kind: 'text', required: true, maxLength: 191, code: true, hint: true },
    numericId: { kind: 'integer', hint: true },
    category: { kind: 'text', hint: true },
    googleSlidesUrl: { kind: 'text', required: true, url: true },
    // The cover's colours.
    gradientType: {
      kind: 'select',
      options: GRADIENT_TYPES.map((gradient) => ({ value: gradient, label: gradient })),
    },
    countries: { kind: 'countries', hint: true },
  },
  layout: [
    ['slug', 'numericId', 'category'],
    ['googleSlidesUrl'],
    ['gradientType', 'language'],
    ['countries'],
  ],
  texts: {
    title: 'text',
    categoryLabel: 'text',
    description: 'long',
    highlights: 'list',
  },
  filters: {
    category: { maxLength: 64 },
    country: { label: 'countries', options: COUNTRY_OPTIONS },
  },
  columns: [
    { name: 'title', lang: true },
    { name: 'slug' },
    { name: 'category' },
    { name: 'countries' },
  ],
  trailing: [{ name: 'downloads' }],
  newValues: { gradientType: 'emerald-teal', countries: 'DE', language: 'de', active: 'false' },
  title: (ebook) => ebook.title,
  createdName: (values) => values[`texts.${values.language}.title`] ?? '',
  preview: {
    locales: (ebook) => everyLanguageIn(ebook.countries),
    href: (ebook, locale) => ebookPreviewHref(ebook, locale, ebook.preview.token),
  },
});
