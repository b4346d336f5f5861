import type { ReactNode } from 'react';
import { Button, colors, radius, space } from 'shared-ui';
import styled from 'styled-components';

/** Loading, failure and empty states of the board's list. */
export function LoadingState({ text }: { text: string }) {
  return <Message role="status">{text}</Message>;
}

export function ErrorState({
  text,
  retryLabel,
  onRetry,
  retrying,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Message role="alert" $error>
      {text}{' '}
      <Button type="button" $variant="secondary" onClick={onRetry} disabled={retrying}>
        {retryLabel}
      </Button>
    </Message>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <Message>{children}</Message>;
}

const Message = styled.div<{ $error?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  margin-top: ${space.lg};
  padding: ${space.lg};
  border-radius: ${radius.lg};
  border: 1px ${({ $error }) => ($error ? 'solid' : 'dashed')}
    ${({ $error }) => ($error ? colors.danger : colors.border)};
  background: ${colors.surface};
  color: ${colors.text};
`;
