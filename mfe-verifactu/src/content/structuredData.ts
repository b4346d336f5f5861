import { POS_BRAND } from 'contracts/brand';
import type { I18n } from 'shared-ui';
import {
  addTexts,
  breadcrumbList,
  isLanguage,
  type JsonLd,
  type StructuredDataContext,
} from 'shared-ui';
import { verifactuTexts } from '../texts';
import { faqQuery } from './knowledgeQueries';
import { HUB_PATH, subpagePath, type Subpage } from './paths';

function verifactuT(i18n: I18n) {
  addTexts(i18n, verifactuTexts);
  return i18n.getFixedT(i18n.language, verifactuTexts.ns);
}

/** A subpage's trail: helloCASH → Verifactu → the subpage (named by its heading). */
export const subpageBreadcrumbs =
  (subpage: Subpage, block: string) =>
  (i18n: I18n, { url }: StructuredDataContext): JsonLd[] => {
    const t = verifactuT(i18n);
    return [
      breadcrumbList(
        [
          { name: POS_BRAND.name, path: POS_BRAND.slug },
          { name: t('menu.verifactu'), path: HUB_PATH },
          { name: t(`${block}.heading`), path: subpagePath(subpage) },
        ],
        url,
      ),
    ];
  };

/** The FAQ page as schema.org FAQPage: every question with its answer, from the loader's data. */
export function faqPageStructuredData(
  i18n: I18n,
  { queryClient }: StructuredDataContext,
): JsonLd[] {
  const language = i18n.language;
  const faqs = isLanguage(language)
    ? queryClient.getQueryData(faqQuery(language).queryKey)
    : undefined;
  if (!faqs?.length) return [];
  return [
    {
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer },
      })),
    },
  ];
}
