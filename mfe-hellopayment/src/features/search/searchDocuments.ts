import { catalogPageDocuments, type SearchContext, type SearchDocument } from 'shared-ui';
import type { PaymentCatalog } from '../../texts/de';
import { paymentTexts } from '../../texts';
import { COMPARISON_PATH, providerPath } from '../providers/providers';

/** A provider's page as the search knows it: its title, tagline, intro and what it offers. */
const providerWords = (provider: PaymentCatalog['providers']['mollie']) => ({
  title: provider.metaTitle,
  text: [
    provider.metaDescription,
    provider.intro,
    ...provider.benefits,
    ...provider.terminal,
    ...provider.audience,
  ].join(' '),
});

/** What the site search finds here: the comparison and each provider's page, from the catalog. */
export async function searchDocuments({ language }: SearchContext): Promise<SearchDocument[]> {
  return catalogPageDocuments(paymentTexts, language, [
    {
      path: COMPARISON_PATH,
      words: (texts) => ({
        title: texts.comparison.metaTitle,
        text: `${texts.comparison.metaDescription} ${texts.comparison.intro}`,
      }),
    },
    { path: providerPath('mollie'), words: (texts) => providerWords(texts.providers.mollie) },
    { path: providerPath('adyen'), words: (texts) => providerWords(texts.providers.adyen) },
  ]);
}
