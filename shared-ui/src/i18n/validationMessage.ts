// The messages alone, not the schemas: zod stays out of the first load.
import { validationMessageKey } from 'contracts/messages';
import { useTranslation } from './useTranslation';

/** Shows a contract validation message (German at the source) in the visitor's language. */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (message) => {
    const key = validationMessageKey(message);
    return key ? t(`validation.${key}`) : message;
  };
}
