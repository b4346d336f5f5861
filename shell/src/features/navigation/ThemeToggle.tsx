import type { MouseEvent } from 'react';
import { useTranslation } from 'shared-ui';
import { colors, useTheme, type ThemeMode } from 'shared-ui';
import styled from 'styled-components';
import { PREFERENCE_PATHS, RETURN_FIELD } from './preferenceForms';
import { useReturnPath } from './useReturnPath';

/**
 * Light/dark switch: a form with a button per theme, of which the class on
 * <html> shows the one that switches away from the current theme (so the
 * markup does not depend on the mode the server cannot always know).
 * Without JavaScript the form posts the choice to the server, which stores
 * it in the theme cookie and sends the visitor back; with JavaScript the
 * theme changes in place.
 */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const setMode = useTheme((state) => state.setMode);
  const back = useReturnPath();
  const choose = (mode: ThemeMode) => (event: MouseEvent) => {
    event.preventDefault();
    setMode(mode);
  };
  return (
    <Form method="post" action={PREFERENCE_PATHS.theme}>
      <input type="hidden" name={RETURN_FIELD} value={back} />
      {(['light', 'dark'] as const).map((mode) => (
        <ToggleButton
          key={mode}
          type="submit"
          name="theme"
          value={mode}
          className={`to-${mode}`}
          onClick={choose(mode)}
          aria-label={t('nav.themeToggle')}
        >
          <span aria-hidden="true">{mode === 'light' ? '☀' : '☾'}</span>
        </ToggleButton>
      ))}
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex: none;
`;

const ToggleButton = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${colors.border};
  background: ${colors.surfaceMuted};
  color: ${colors.text};
  font-size: 1.1rem;
  cursor: pointer;
  &.to-light {
    display: none;
  }
  :root.dark &.to-light {
    display: inline-block;
  }
  :root.dark &.to-dark {
    display: none;
  }
`;
