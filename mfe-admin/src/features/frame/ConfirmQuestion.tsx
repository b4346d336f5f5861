import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, colors, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { CONFIRM_FIELD } from './confirm';

/**
 * The question a destructive form asks before it acts, inside the form: its
 * button posts the form again confirmed; 'Abbrechen' reloads the page as it
 * was. The answer of a post (no script: a page; script: in place), so it
 * takes the focus when it appears in the browser.
 */
export function ConfirmQuestion({
  title,
  confirmLabel,
  children,
}: {
  title: string;
  confirmLabel: string;
  children: ReactNode;
}) {
  const { t } = useConsoleTexts();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Asked ref={ref} tabIndex={-1} role="group" aria-labelledby={titleId}>
      <strong id={titleId}>{title}</strong>
      {children}
      <ConfirmChoices>
        <DangerButton type="submit" name={CONFIRM_FIELD} value="yes">
          {confirmLabel}
        </DangerButton>
        <Button as="a" href={pathname + search} $variant="secondary">
          {t('confirm.cancel')}
        </Button>
      </ConfirmChoices>
    </Asked>
  );
}

const Asked = styled.div`
  p {
    margin: ${space.sm} 0 0;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
  }
`;

export const ConfirmChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

export const DangerButton = styled(Button)`
  background: ${colors.danger};
  color: ${colors.dangerText};
`;
