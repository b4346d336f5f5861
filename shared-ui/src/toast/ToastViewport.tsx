import * as RadixToast from '@radix-ui/react-toast';
import styled, { css } from 'styled-components';
import { useStore } from 'zustand';
import { useTranslation } from '../i18n/useTranslation';
import { colors, radius, space } from '../theme/tokens';
import { TOAST_DURATION_MS, type ToastStore } from './toastStore';

/**
 * Radix Toast with the timings of SPEC §9: swipe right (threshold 50), F8
 * focuses the region. Loaded with the first toast (Toaster.tsx).
 */
export function ToastViewport({ store }: { store: ToastStore }) {
  const toasts = useStore(store, (state) => state.toasts);
  const { t } = useTranslation('common');
  return (
    // `label` prefixes each announcement for screen readers (Radix's default is English).
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={t('toast.label')}
    >
      {toasts.map((item) => (
        <Root
          key={item.id}
          open={item.open}
          $destructive={item.variant === 'destructive'}
          onOpenChange={(open) => {
            if (!open) store.getState().dismiss(item.id);
          }}
        >
          <div>
            <Title>{item.title}</Title>
            {item.description ? <Description>{item.description}</Description> : null}
          </div>
          <Close aria-label={t('toast.close')}>×</Close>
        </Root>
      ))}
      <Viewport label={t('toast.region', { hotkey: '{hotkey}' })} />
    </RadixToast.Provider>
  );
}

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  width: min(420px, 100vw);
  margin: 0;
  padding: ${space.md};
  list-style: none;
  outline: none;
`;

const Root = styled(RadixToast.Root)<{ $destructive: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.md};
  border-radius: ${radius.md};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.25);
  ${({ $destructive }) =>
    $destructive &&
    css`
      background: ${colors.danger};
      color: ${colors.dangerText};
      border-color: transparent;
    `}
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

const Title = styled(RadixToast.Title)`
  font-weight: 700;
`;

const Description = styled(RadixToast.Description)`
  font-size: 0.9rem;
`;

const Close = styled(RadixToast.Close)`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  padding: 0 ${space.xs};
`;
