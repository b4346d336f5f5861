import { gradientFor, radius, space } from 'shared-ui';
import styled from 'styled-components';
import { FreeBadge } from './Badges';
import { DownloadCountBadge } from './DownloadCountBadge';
import { gradientTypeOf } from './gradient';

/** The coloured top of a card and of the detail page: gradient, book icon, both badges. */
export function EbookCover({
  gradientType,
  category,
  tall = false,
}: {
  gradientType: string;
  category: string;
  tall?: boolean;
}) {
  const type = gradientTypeOf(gradientType);
  return (
    <Cover data-gradient={type} $gradient={gradientFor(type)} $tall={tall}>
      <Badges>
        <FreeBadge />
        <DownloadCountBadge category={category} />
      </Badges>
      <BookIcon />
    </Cover>
  );
}

function BookIcon() {
  return (
    <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M4 20.5A2.5 2.5 0 0 1 6.5 18H20v3H6.5A2.5 2.5 0 0 1 4 20.5Z" fill="currentColor" />
      <path d="M9 7.5h7M9 10.5h5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </Icon>
  );
}

const Cover = styled.div<{ $gradient: string; $tall: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  min-height: ${({ $tall }) => ($tall ? '14rem' : '9rem')};
  padding: ${space.md};
  border-radius: ${radius.lg} ${radius.lg} 0 0;
  background: ${({ $gradient }) => $gradient};
  /* The gradients are the same in both themes; white reads on all four. */
  color: #ffffff;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const Icon = styled.svg`
  align-self: flex-end;
  width: 3.5rem;
  height: 3.5rem;
  opacity: 0.9;
`;
