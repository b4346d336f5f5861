import {
  cloneElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { breakpoints, colors, fontSize, radius, space } from '../theme/tokens';

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
};

export interface DialogProps {
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactElement<TriggerProps>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read with the title when the dialog opens (aria-describedby). */
  description?: ReactNode;
  /** Accessible name of the × button, in the visitor's language. */
  closeLabel: string;
  children: ReactNode;
}

// Radix's dialog (focus trap, scroll lock, inert background) is ~8 KB gzip
// that no page needs before a visitor opens a dialog: it loads then — or
// already when the pointer or focus reaches the trigger — and never with the
// first load (code an `import()` loads is not preloaded, build/lazy-modules.mjs).
const loadRadix = () => import(/* webpackChunkName: "dialog" */ '@radix-ui/react-dialog');

interface DialogWindowProps extends Omit<DialogProps, 'trigger'> {
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The open dialog: Radix behaviour on this file's styled elements (asChild). */
const DialogWindow = lazy(async () => {
  const Radix = await loadRadix();
  function DialogWindow({
    open,
    onOpenChange,
    title,
    description,
    closeLabel,
    children,
    returnFocusTo,
  }: DialogWindowProps) {
    return (
      <Radix.Root open={open} onOpenChange={onOpenChange}>
        <Radix.Portal>
          <Radix.Overlay asChild>
            <Overlay />
          </Radix.Overlay>
          <Radix.Content
            asChild
            // Without a description Radix must be told so, or it warns.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onCloseAutoFocus={(event) => {
              // The trigger is ours, not a Radix.Trigger: Radix cannot know it.
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
          >
            <Panel>
              <Radix.Title asChild>
                <Heading>{title}</Heading>
              </Radix.Title>
              {description ? (
                <Radix.Description asChild>
                  <Text>{description}</Text>
                </Radix.Description>
              ) : null}
              {children}
              <Radix.Close asChild>
                <CloseButton type="button" aria-label={closeLabel}>
                  <span aria-hidden="true">×</span>
                </CloseButton>
              </Radix.Close>
            </Panel>
          </Radix.Content>
        </Radix.Portal>
      </Radix.Root>
    );
  }
  return { default: DialogWindow };
});

/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape, the overlay
 * and × close it, focus returns to the trigger, the page behind is inert and
 * does not scroll. Server HTML holds the trigger only. On phones it is a
 * sheet at the bottom edge.
 */
export function Dialog({ trigger, open, onOpenChange, ...content }: DialogProps) {
  const triggerRef = useRef<HTMLElement>(null);
  // Mounted from the first opening on, so Radix also runs the closing (focus return).
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const preload = () => void loadRadix();
  const { onClick, onFocus, onPointerEnter } = trigger.props;
  return (
    <>
      {cloneElement(trigger, {
        ref: triggerRef,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event: MouseEvent<HTMLElement>) => {
          onClick?.(event);
          if (!event.defaultPrevented) onOpenChange(true);
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          onFocus?.(event);
          preload();
        },
        onPointerEnter: (event: MouseEvent<HTMLElement>) => {
          onPointerEnter?.(event);
          preload();
        },
      } as TriggerProps)}
      {used ? (
        <Suspense fallback={null}>
          <DialogWindow
            open={open}
            onOpenChange={onOpenChange}
            returnFocusTo={triggerRef}
            {...content}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/* The looks load with the page; the lazy part adds only Radix's behaviour. */

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translate(-50%, calc(-50% + 0.75rem)); }
  to { opacity: 1; transform: translate(-50%, -50%); }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  background: rgb(0 0 0 / 0.6);
  animation: ${fadeIn} 0.15s ease-out;
`;

const Panel = styled.div`
  position: fixed;
  z-index: 91;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: min(30rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  padding: ${space.xl};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: 0 24px 60px rgb(0 0 0 / 0.35);
  animation: ${rise} 0.2s ease-out;
  &:focus {
    outline: none;
  }
  @media (max-width: ${breakpoints.mobile}) {
    top: auto;
    bottom: 0;
    left: 0;
    transform: none;
    width: 100%;
    max-height: calc(100dvh - 1rem);
    padding: ${space.lg} ${space.md} calc(${space.lg} + env(safe-area-inset-bottom));
    border-radius: ${radius.lg} ${radius.lg} 0 0;
    animation: ${fadeIn} 0.15s ease-out;
  }
`;

const Heading = styled.h2`
  margin: 0 2.5rem ${space.sm} 0;
  font-size: ${fontSize.xl};
  font-weight: 800;
`;

const Text = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.textMuted};
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${space.sm};
  right: ${space.sm};
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${colors.textMuted};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${colors.surfaceMuted};
    color: ${colors.text};
  }
`;
