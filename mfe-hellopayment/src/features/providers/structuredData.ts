import { POS_BRAND } from 'contracts/brand';
import type { I18n } from 'shared-ui';
import { addTexts, breadcrumbList, type JsonLd, type StructuredDataContext } from 'shared-ui';
import { paymentTexts } from '../../texts';
import { COMPARISON_PATH, providerById, providerPath, type ProviderId } from './providers';

/** A provider page's trail: helloCASH → the comparison → the provider. */
export const providerStructuredData =
  (provider: ProviderId) =>
  (i18n: I18n, { url }: StructuredDataContext): JsonLd[] => {
    addTexts(i18n, paymentTexts);
    const t = i18n.getFixedT(i18n.language, paymentTexts.ns);
    return [
      breadcrumbList(
        [
          { name: POS_BRAND.name, path: POS_BRAND.slug },
          { name: t('menu.payment'), path: COMPARISON_PATH },
          { name: providerById(provider).name, path: providerPath(provider) },
        ],
        url,
      ),
    ];
  };
