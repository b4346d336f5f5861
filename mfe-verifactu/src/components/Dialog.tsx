import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { colors, fontSize, media, radius, space } from 'shared-ui';
import styled from 'styled-components';

/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape and the
 * close button close it, focus returns to the trigger. Kept in this remote
 * for now; a generic shared-ui Dialog may replace it once merged.
 */
export function Dialog({
  trigger,
  title,
  description,
  closeLabel,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <Overlay />
        <Content>
          <Title>{title}</Title>
          <Description>{description}</Description>
          {children}
          <RadixDialog.Close asChild>
            <CloseButton type="button" aria-label={closeLabel}>
              <span aria-hidden="true">✕</span>
            </CloseButton>
          </RadixDialog.Close>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgb(0 0 0 / 0.6);
`;

const Content = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 101;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(32rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${space.xl};
  border-radius: ${radius.lg};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: 0 20px 50px rgb(0 0 0 / 0.35);
  ${media.mobile} {
    padding: ${space.lg};
  }
`;

const Title = styled(RadixDialog.Title)`
  margin: 0 2.5rem ${space.sm} 0;
  font-size: ${fontSize.xl};
`;

const Description = styled(RadixDialog.Description)`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${space.md};
  right: ${space.md};
  width: 44px;
  height: 44px;
  border-radius: ${radius.pill};
  border: 1px solid ${colors.border};
  background: ${colors.surfaceMuted};
  color: ${colors.text};
  font: inherit;
  cursor: pointer;
`;
