import { LEGAL_PAGES } from 'contracts/legal';
import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation';
import { colors, fontSize } from '../theme/tokens';
import { VisuallyHidden } from './Layout';

export interface PrivacyNoteProps {
  /** The form's own sentence on what its data is used for, said first. */
  purpose?: string;
}

/**
 * The line next to the submit button of every form that collects personal
 * data: where the privacy notice is, at the moment of collection (GDPR
 * Art. 13 — information, not consent). A plain link in the server's HTML,
 * in a new tab so what was typed stays.
 */
export function PrivacyNote({ purpose }: PrivacyNoteProps) {
  const { t } = useTranslation();
  return (
    <Note data-testid="privacy-note">
      {purpose ? `${purpose} ` : null}
      {t('privacy.intro')}{' '}
      <a href={LEGAL_PAGES.privacy} target="_blank" rel="noopener noreferrer">
        {t('privacy.link')} <VisuallyHidden>{t('privacy.newTab')}</VisuallyHidden>
      </a>
    </Note>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
  a {
    color: inherit;
    text-decoration: underline;
  }
`;
