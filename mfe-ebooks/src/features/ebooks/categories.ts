import { ebookCategoryName } from 'contracts/ebook-covers';
import { isLanguage, type TFunction } from 'shared-ui';
import type { EbooksCatalog } from '../../texts/de';

type CategoryKey = keyof EbooksCatalog['categories'];

/** The seeded categories (api/src/db/seeds/ebooks.ts) and their catalog entries. */
const CATEGORY_KEYS: Record<string, Exclude<CategoryKey, 'other'>> = {
  Facebook: 'facebook',
  'Facebook und Instagram': 'facebookInstagram',
  Instagram: 'instagram',
  TikTok: 'tiktok',
  LinkedIn: 'linkedin',
  'Google Unternehmensprofil': 'googleBusinessProfile',
  'WhatsApp Business': 'whatsappBusiness',
  Pinterest: 'pinterest',
};

/**
 * A category's name in the page's language, as the e-book's cover names it;
 * a category not known yet keeps the name it has in the database.
 */
export function categoryName(language: string, category: string): string {
  return isLanguage(language) ? ebookCategoryName(category, language) : category;
}

/** The 'Das erwartet dich:' bullets of a category (general ones for an unknown category). */
export function categoryBullets(t: TFunction, category: string): string[] {
  const key = CATEGORY_KEYS[category] ?? 'other';
  const bullets: unknown = t(`categories.${key}.bullets`, { returnObjects: true });
  return Array.isArray(bullets) ? bullets.filter((item) => typeof item === 'string') : [];
}
