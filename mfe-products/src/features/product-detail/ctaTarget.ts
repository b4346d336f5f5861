import { parseLocale } from 'shared-ui';

/**
 * Where a product's call to action leads (ctaLink comes from the database):
 * a part of the product's own page (`#beratung`, its contact form), a page of
 * this site (`/hellocash/hellopayment`, put under the visitor's locale unless
 * it names one), a web page elsewhere (opened in a new tab), or a mail/phone
 * link. Anything else (`javascript:`, garbage) gets no link.
 */
export type CtaTarget =
  | { kind: 'anchor'; hash: string }
  | { kind: 'site'; path: string; localized: boolean }
  | { kind: 'web'; href: string }
  | { kind: 'app'; href: string };

export function ctaTarget(link: string): CtaTarget | null {
  const value = link.trim();
  if (/^#[A-Za-z][\w-]*$/.test(value)) return { kind: 'anchor', hash: value };
  if (value.startsWith('/') && !value.startsWith('//')) {
    return { kind: 'site', path: value, localized: parseLocale(value.split('/')[1]) !== null };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'web', href: url.href };
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'app', href: url.href };
  return null;
}
