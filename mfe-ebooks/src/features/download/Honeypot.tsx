import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

/**
 * The lead forms' invisible field (contracts HONEYPOT_FIELD): people never
 * see or reach it, bots fill it, and the API then stores nothing.
 */
export const Honeypot = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function Honeypot(props, ref) {
    return (
      <OffScreen aria-hidden="true">
        <label>
          Website
          <input ref={ref} type="text" tabIndex={-1} autoComplete="off" {...props} />
        </label>
      </OffScreen>
    );
  },
);

const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
