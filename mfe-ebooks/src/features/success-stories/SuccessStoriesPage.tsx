import {
  colors,
  Container,
  Lead,
  PageSection,
  PageTitle,
  PreviewNote,
  previewedFrame,
  space,
  useLocale,
  useListOrPreview,
  useSectionTexts,
  VisuallyHidden,
} from 'shared-ui';
import styled, { css } from 'styled-components';
import { ebooksTexts } from '../../texts';
import { testimonialsPreviewQuery, testimonialsQuery } from '../ebooks/ebookQueries';
import { TestimonialCard, TestimonialSkeleton } from './TestimonialCard';
import { twoColumnsWhenWide } from './layout';

/** SPEC §9: two placeholders while the stories load. */
export const SKELETON_COUNT = 2;

/**
 * SPEC §2 erfolgsgeschichten: the visitor's country's testimonials, two
 * columns on wide screens. With a preview token from the console, one more
 * testimonial (active or not) among them, marked 'Vorschau'.
 */
export function SuccessStoriesPage() {
  const { t } = useSectionTexts(ebooksTexts);
  const { country, language } = useLocale();
  const { data: stories, isPending } = useListOrPreview(
    testimonialsQuery(country, language),
    (token) => testimonialsPreviewQuery(country, language, token),
  );

  return (
    <PageSection>
      <Container>
        <PageTitle>{t('stories.heading')}</PageTitle>
        <Lead>{t('stories.intro')}</Lead>
        {isPending ? (
          <Grid aria-busy="true">
            <VisuallyHidden role="status">{t('stories.loading')}</VisuallyHidden>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <TestimonialSkeleton key={index} />
            ))}
          </Grid>
        ) : stories === null ? (
          <Empty role="alert">{t('stories.previewInvalid')}</Empty>
        ) : stories?.length ? (
          <Grid as="ul">
            {stories.map((story, index) => (
              <Story key={story.id} $previewed={Boolean(story.preview)}>
                {story.preview ? <PreviewNote>{t('stories.previewNote')}</PreviewNote> : null}
                <TestimonialCard story={story} index={index} />
              </Story>
            ))}
          </Grid>
        ) : (
          <Empty>{t('stories.empty')}</Empty>
        )}
      </Container>
    </PageSection>
  );
}

const Grid = styled.div`
  ${twoColumnsWhenWide}
  margin: ${space.xl} 0 0;
  padding: 0;
  list-style: none;
`;

const Story = styled.li<{ $previewed: boolean }>`
  ${({ $previewed }) =>
    $previewed &&
    css`
      ${previewedFrame}
    `}
`;

const Empty = styled.p`
  margin-top: ${space.xl};
  color: ${colors.textMuted};
`;
