import type { Testimonial } from 'contracts';
import {
  colors,
  fontSize,
  gradientFor,
  gradients,
  type GradientType,
  OnlyInLanguageNote,
  Quote,
  radius,
  space,
  useRecordLanguage,
  useSectionTexts,
  VisuallyHidden,
  useLabelled,
} from 'shared-ui';
import styled, { css, keyframes } from 'styled-components';
import { ebooksTexts } from '../../texts';

/**
 * One story: photo (or a gradient placeholder with an icon), quote, name,
 * business, industry, place — all in the language of its texts, marked when
 * not the page's (the labels read out with them in the page's).
 */
export function TestimonialCard({ story, index }: { story: Testimonial; index: number }) {
  const { t } = useSectionTexts(ebooksTexts);
  const { prefix } = useLabelled();
  const { textsLang, pageLang } = useRecordLanguage(story.language);
  return (
    <Figure {...textsLang}>
      {/* The caption is the figure's first child (HTML allows it first or last only), the photo in it. */}
      <Header>
        {story.imageUrl ? (
          <Photo src={story.imageUrl} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <Placeholder $gradient={placeholderGradient(index)} data-testid="photo-placeholder">
            <PersonIcon />
          </Placeholder>
        )}
        <div>
          <Name>{story.name}</Name>
          <Business>{story.business}</Business>
          <Tags>
            {story.branche ? (
              <Tag>
                <VisuallyHidden {...pageLang}>{prefix(t('stories.industry'))}</VisuallyHidden>
                {story.branche}
              </Tag>
            ) : null}
            {story.location ? (
              <Tag>
                <VisuallyHidden {...pageLang}>{prefix(t('stories.location'))}</VisuallyHidden>
                {story.location}
              </Tag>
            ) : null}
          </Tags>
        </div>
      </Header>
      <Quote>
        <p>{story.quote}</p>
      </Quote>
      <OnlyInLanguageNote language={story.language} />
    </Figure>
  );
}

const PLACEHOLDER_GRADIENTS = Object.keys(gradients) as GradientType[];

/** The placeholders take the gradients in turn, so neighbours differ. */
function placeholderGradient(index: number): string {
  return gradientFor(PLACEHOLDER_GRADIENTS[index % PLACEHOLDER_GRADIENTS.length]);
}

export function TestimonialSkeleton() {
  return (
    <SkeletonCard data-testid="testimonial-skeleton" aria-hidden="true">
      <SkeletonHeader>
        <Bone $width="4rem" $height="4rem" $round />
        <div>
          <Bone $width="10rem" $height="1.1rem" />
          <Bone $width="7rem" $height="0.9rem" />
        </div>
      </SkeletonHeader>
      <Bone $width="100%" $height="0.9rem" />
      <Bone $width="85%" $height="0.9rem" />
    </SkeletonCard>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
    </svg>
  );
}

const Figure = styled.figure`
  height: 100%;
  margin: 0;
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
`;

const headerRow = css`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-bottom: ${space.md};
`;

const Header = styled.figcaption`
  ${headerRow}
`;

/** The skeleton's row: nothing to caption yet. */
const SkeletonHeader = styled.div`
  ${headerRow}
`;

const Photo = styled.img`
  flex: none;
  border-radius: 50%;
  object-fit: cover;
`;

const Placeholder = styled.div<{ $gradient: string }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${({ $gradient }) => $gradient};
  /* The gradients are the same in both themes; white reads on all four. */
  color: #ffffff;
`;

const Name = styled.p`
  margin: 0;
  font-weight: 800;
  font-size: ${fontSize.lg};
`;

const Business = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: ${space.xs} 0 0;
`;

const Tag = styled.span`
  padding: 0 ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  font-size: ${fontSize.sm};
  color: ${colors.textMuted};
`;

const pulse = keyframes`
  0%, 100% { opacity: 0.55; }
  50% { opacity: 1; }
`;

const SkeletonCard = styled(Figure)`
  display: grid;
  gap: ${space.sm};
`;

const Bone = styled.div<{ $width: string; $height: string; $round?: boolean }>`
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  margin-bottom: ${space.xs};
  border-radius: ${({ $round }) => ($round ? '50%' : radius.sm)};
  background: ${colors.surfaceMuted};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
