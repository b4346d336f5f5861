import { useTranslation } from './useTranslation';

/**
 * A label before its value, as the page's language punctuates it: "Branche: "
 * in German and Spanish, "Secteur : " (narrow no-break space) in French.
 * The colon lives in the catalog, where the voice test checks it, never in
 * the code that joins the two.
 */
export function useLabelled() {
  const { t } = useTranslation();
  const prefix = (label: string) => t('label.prefix', { label });
  return { prefix, labelled: (label: string, value: string) => `${prefix(label)}${value}` };
}
