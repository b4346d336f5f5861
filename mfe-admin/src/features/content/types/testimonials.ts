import { testimonialType } from 'contracts/admin';
import { listPreviewHref } from 'contracts/list-pages';
import { COUNTRY_OPTIONS, defineContentPage } from '../contentPage';
import { everyLanguageIn } from '../PreviewLinks';

/** Testimonials (admins, editors) in the console: `?stimme=<id>`, `neu` for a new one. */
export const testimonials = defineContentPage({
  type: testimonialType,
  editParam: 'stimme',
  fields: {
    name: { kind: 'text' },
    imageUrl: { kind: 'optionalUrl', hint: true },
    country: { kind: 'select', options: COUNTRY_OPTIONS, hint: true },
  },
  layout: [['name', 'country', 'language'], ['imageUrl']],
  texts: {
    quote: 'long',
    business: 'text',
    industry: 'text',
    location: 'text',
  },
  filters: { country: { options: COUNTRY_OPTIONS } },
  columns: [{ name: 'name' }, { name: 'business', lang: true }, { name: 'country' }],
  newValues: { country: 'DE', language: 'de', active: 'false' },
  title: (testimonial) => `${testimonial.name} (${testimonial.business})`,
  createdName: (values) => values.name ?? '',
  // Shown among its country's success stories.
  preview: {
    locales: (testimonial) => everyLanguageIn([testimonial.country]),
    href: (testimonial, locale) => listPreviewHref('stories', locale, testimonial.preview.token),
  },
});
