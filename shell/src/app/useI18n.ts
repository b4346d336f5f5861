import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

export function useI18n(): I18n {
  return useTranslation().i18n;
}
