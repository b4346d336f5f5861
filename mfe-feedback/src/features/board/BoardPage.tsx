import { Link, useSearchParams } from 'react-router-dom';
import {
  Button,
  Container,
  Lead,
  PageSection,
  PageTitle,
  useLocalePath,
  useSectionTexts,
} from 'shared-ui';
import styled from 'styled-components';
import { feedbackTexts } from '../../texts';
import { BoardFilters } from './BoardFilters';
import { BoardResults } from './BoardResults';
import { boardViewOf, viewKey } from './boardView';

/**
 * The public voting board (issue 21): the published feedback, sorted and
 * filtered as the URL says, each entry with its vote. Rendered on the server
 * with the visitor's own votes; every form works without script.
 */
export function BoardPage() {
  const { t } = useSectionTexts(feedbackTexts);
  const localePath = useLocalePath();
  const [search] = useSearchParams();
  const view = boardViewOf(search);
  return (
    <PageSection>
      <Narrow>
        <PageTitle>{t('board.heading')}</PageTitle>
        <Lead>{t('board.intro')}</Lead>
        <Button as={Link} to={localePath('feedback')} $variant="secondary">
          {t('board.submitIdea')}
        </Button>
        <BoardFilters view={view} />
        <BoardResults key={viewKey(view)} view={view} />
      </Narrow>
    </PageSection>
  );
}

const Narrow = styled(Container)`
  max-width: 56rem;
`;
