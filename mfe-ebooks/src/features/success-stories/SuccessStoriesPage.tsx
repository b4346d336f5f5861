import { useQuery } from '@tanstack/react-query';
import {
  colors,
  Container,
  Lead,
  PageSection,
  PageTitle,
  space,
  useLocale,
  useSectionTexts,
  VisuallyHidden,
} from 'shared-ui';
import styled from 'styled-components';
import { ebooksTexts } from '../../texts';
import { testimonialsQuery } from '../ebooks/ebookQueries';
import { TestimonialCard, TestimonialSkeleton } from './TestimonialCard';
import { twoColumnsWhenWide } from './layout';

/** SPEC §9: two placeholders while the stories load. */
export const SKELETON_COUNT = 2;

/** SPEC §2 erfolgsgeschichten: the visitor's country's testimonials, two columns on wide screens. */
export function SuccessStoriesPage() {
  const { t } = useSectionTexts(ebooksTexts);
  const { country, language } = useLocale();
  const { data: stories, isPending } = useQuery(testimonialsQuery(country, language));

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
        ) : stories?.length ? (
          <Grid as="ul">
            {stories.map((story, index) => (
              <li key={story.id}>
                <TestimonialCard story={story} index={index} />
              </li>
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

const Empty = styled.p`
  margin-top: ${space.xl};
  color: ${colors.textMuted};
`;
