import type { AdminTestimonialDetail } from 'contracts';

/** A German story's texts with this quote (the other languages not yet written). */
export const testimonialTexts = (quote: string) => ({
  de: { quote, business: 'Café Lena', industry: 'Gastronomie', location: 'Köln' },
  es: null,
  fr: null,
});

/** A live success story as the console's detail answers it, quoting `quote`. */
export const testTestimonial = (quote: string): AdminTestimonialDetail => ({
  id: '6c3f2d8e-4b5c-4d6e-9f0a-1b2c3d4e5f60',
  name: 'Lena Schmidt',
  imageUrl: null,
  country: 'DE',
  language: 'de',
  business: 'Café Lena',
  texts: testimonialTexts(quote),
  missing: ['es', 'fr'],
  active: true,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  preview: { token: 'tok.en', expiresAt: '2026-01-02T01:00:00.000Z' },
});
