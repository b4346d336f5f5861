import { useTranslation, type I18n } from 'shared-ui';

export function useI18n(): I18n {
  return useTranslation().i18n;
}
