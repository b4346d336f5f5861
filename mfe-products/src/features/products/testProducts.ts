import type { Product } from 'contracts';

/** A product as the API answers it; tests override what they are about. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '30000000-0000-4000-8000-000000000004',
    name: 'helloCASH Kassensystem',
    slug: 'pos-system',
    brand: 'hellocash',
    shortDescription: 'Die Registrierkasse für Tablet, PC und Smartphone.',
    longDescription: 'helloCASH läuft im Browser.\n\nArtikel und Rechnungen an einem Ort.',
    features: ['Tablet', 'Beleg per QR-Code', 'Tagesabschluss', 'Lager', 'Verifactu', 'Terminal'],
    ctaText: 'helloCASH kostenlos testen',
    ctaLink: 'https://hellocash.de/registrieren',
    imageUrl: null,
    prices: {},
    language: 'de',
    ...overrides,
  };
}
