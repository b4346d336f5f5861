import { colors, fontSize, space } from 'shared-ui';
import styled from 'styled-components';

/** What an action did (status) or why it failed (alert), beside its form. */
export function Outcome({ outcome }: { outcome?: { text: string; failed: boolean } }) {
  if (!outcome) return null;
  return (
    <Text role={outcome.failed ? 'alert' : 'status'} $failed={outcome.failed}>
      {outcome.text}
    </Text>
  );
}

const Text = styled.p<{ $failed: boolean }>`
  margin: ${space.sm} 0;
  font-size: ${fontSize.sm};
  font-weight: 600;
  color: ${({ $failed }) => ($failed ? colors.danger : colors.text)};
`;
