import { Button, Card, colors, space } from 'shared-ui';
import styled from 'styled-components';

/** Loading and empty texts: announced politely, without moving focus. */
export function StatusText({ children }: { children: string }) {
  return <Status role="status">{children}</Status>;
}

/** A failed load: what happened and a way to try again. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <ErrorCard role="alert">
      <p>{message}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </ErrorCard>
  );
}

const Status = styled.p`
  padding: ${space.xl} 0;
  color: ${colors.textMuted};
  font-size: 1.125rem;
`;

const ErrorCard = styled(Card)`
  display: grid;
  justify-items: start;
  gap: ${space.sm};
  border-color: ${colors.danger};
`;
