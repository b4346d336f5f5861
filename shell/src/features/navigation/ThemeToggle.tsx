import { useTranslation } from 'react-i18next';
import { colors, useTheme } from 'shared-ui';
import styled from 'styled-components';

/**
 * Light/dark switch. Its markup does not depend on the mode: the server
 * cannot know the stored theme, so the class on <html> picks the icon.
 */
export function ThemeToggle({ id }: { id?: string }) {
  const { t } = useTranslation('shell');
  const toggle = useTheme((state) => state.toggle);
  return (
    <ToggleButton
      id={id}
      type="button"
      onClick={toggle}
      aria-label={t('nav.themeToggle')}
      data-testid="theme-toggle"
    >
      <span aria-hidden="true" className="to-light">
        ☀
      </span>
      <span aria-hidden="true" className="to-dark">
        ☾
      </span>
    </ToggleButton>
  );
}

const ToggleButton = styled.button`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${colors.border};
  background: ${colors.surfaceMuted};
  color: ${colors.text};
  font-size: 1.1rem;
  cursor: pointer;
  .to-light {
    display: none;
  }
  :root.dark & .to-light {
    display: inline;
  }
  :root.dark & .to-dark {
    display: none;
  }
`;
