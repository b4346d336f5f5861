import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import { Button, colors, httpStatusOf, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';

/** A console query's data, or its loading, "no right" (403) or failure state. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useConsoleTexts();
  if (query.isPending) return <Status role="status">{t('state.loading')}</Status>;
  if (query.isError)
    return httpStatusOf(query.error) === 403 ? <NoRight /> : <Failed error={query.error} />;
  return <>{children(query.data)}</>;
}

/** A role without the right: said plainly, nothing of the page shown. */
export function NoRight() {
  const { t } = useConsoleTexts();
  return (
    <Notice role="alert">
      <h2>{t('state.noRightTitle')}</h2>
      <p>{t('state.noRightText')}</p>
    </Notice>
  );
}

/** A call that failed (the API or the database down): what happened, and a retry. */
export function Failed({ error }: { error: unknown }) {
  const { t, errorText } = useConsoleTexts();
  const { revalidate, state } = useRevalidator();
  return (
    <Notice role="alert">
      <p>{t('state.failed')}</p>
      <p>{errorText(error)}</p>
      <Button
        type="button"
        $variant="secondary"
        disabled={state === 'loading'}
        onClick={() => void revalidate()}
      >
        {t('state.retry')}
      </Button>
    </Notice>
  );
}

export const Status = styled.p`
  margin: ${space.lg} 0;
  color: ${colors.textMuted};
`;

const Notice = styled.div`
  margin: ${space.lg} 0;
  padding: ${space.lg};
  border: 2px solid ${colors.danger};
  border-radius: 0.75rem;
  h2 {
    margin-top: 0;
  }
`;
