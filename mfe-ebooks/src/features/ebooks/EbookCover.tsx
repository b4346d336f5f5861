import type { EbookListItem } from 'contracts';
import { EBOOK_COVER_SIZE, ebookCoverPath, gradientTypeOf } from 'contracts/ebook-covers';
import { gradientFor, media, radius, space, useLocale } from 'shared-ui';
import styled from 'styled-components';
import { FreeBadge } from './Badges';
import { DownloadCountBadge } from './DownloadCountBadge';

type CoverEbook = Pick<EbookListItem, 'id' | 'category' | 'gradientType' | 'coverVersion'>;

/**
 * The top of a card and of the detail page: the e-book's cover (drawn by the
 * API from its title, category and gradient, in the page's language) on a
 * darker shade of its gradient, with both badges. The image says nothing the
 * page does not say in text beside it (the title is the card's heading), so
 * screen readers skip it.
 */
export function EbookCover({
  ebook,
  tall = false,
  priority = false,
  preview,
}: {
  ebook: CoverEbook;
  /** The detail page: a larger book. */
  tall?: boolean;
  /** In the first screenful: loaded at once rather than when scrolled to. */
  priority?: boolean;
  /** The preview token of an inactive e-book's page (its cover is not public either). */
  preview?: string;
}) {
  const language = useLocale((state) => state.language);
  const type = gradientTypeOf(ebook.gradientType);
  return (
    <Cover data-gradient={type} $gradient={gradientFor(type)}>
      <Badges>
        <FreeBadge />
        <DownloadCountBadge category={ebook.category} />
      </Badges>
      <Book
        src={ebookCoverPath(ebook, language, 'svg', preview)}
        alt=""
        width={EBOOK_COVER_SIZE.width}
        height={EBOOK_COVER_SIZE.height}
        loading={priority || tall ? 'eager' : 'lazy'}
        decoding="async"
        $tall={tall}
        data-testid="ebook-cover"
      />
    </Cover>
  );
}

const Cover = styled.div<{ $gradient: string }>`
  display: grid;
  /* Badges on top; the book centred in the rest (the detail page's cover is as tall as its text). */
  grid-template-rows: auto 1fr;
  justify-items: center;
  align-items: center;
  gap: ${space.md};
  padding: ${space.md} ${space.md} ${space.lg};
  border-radius: ${radius.lg} ${radius.lg} 0 0;
  /* The gradient, darkened: the book in its bright colours stands out, in both themes. */
  background:
    linear-gradient(rgb(0 0 0 / 0.28), rgb(0 0 0 / 0.28)), ${({ $gradient }) => $gradient};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  align-self: start;
  justify-self: stretch;
  gap: ${space.sm};
`;

const Book = styled.img<{ $tall: boolean }>`
  display: block;
  /* width and height attributes keep the space before the image arrives (no layout shift). */
  width: auto;
  height: ${({ $tall }) => ($tall ? '24rem' : '13rem')};
  max-width: 100%;
  aspect-ratio: ${EBOOK_COVER_SIZE.width} / ${EBOOK_COVER_SIZE.height};
  object-fit: contain;
  border-radius: 3px 8px 8px 3px;
  box-shadow:
    0 14px 28px rgb(0 0 0 / 0.35),
    0 2px 6px rgb(0 0 0 / 0.25);
  ${media.mobile} {
    height: ${({ $tall }) => ($tall ? '18rem' : '13rem')};
  }
`;
