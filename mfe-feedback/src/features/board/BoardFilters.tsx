import { BOARD_SORTS, BOARD_STATUSES } from 'contracts/board-fields';
import { Form, useSearchParams } from 'react-router-dom';
import { Button, colors, radius, SelectField, space, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { feedbackTexts } from '../../texts';
import { SORT_PARAM, STATUS_PARAM, type BoardView } from './boardView';

/**
 * Sort and status filter as a GET form: without script the browser loads
 * the page for the query; with script React Router loads just the list in
 * place. A reload or a shared link shows the same view.
 */
export function BoardFilters({ view }: { view: BoardView }) {
  const { t } = useSectionTexts(feedbackTexts);
  const [search] = useSearchParams();
  // Keyed by the URL: going back shows the filter of the page shown.
  return (
    <Filters method="get" key={search.toString()} aria-label={t('board.filters')}>
      <SelectField
        label={t('board.sort')}
        name={SORT_PARAM}
        defaultValue={view.sort}
        options={BOARD_SORTS.map((sort) => ({ value: sort, label: t(`board.sorts.${sort}`) }))}
      />
      <SelectField
        label={t('board.status')}
        name={STATUS_PARAM}
        defaultValue={view.status ?? ''}
        options={[
          { value: '', label: t('board.allStatuses') },
          ...BOARD_STATUSES.map((status) => ({
            value: status,
            label: t(`board.statuses.${status}`),
          })),
        ]}
      />
      <Button type="submit" $variant="secondary">
        {t('board.apply')}
      </Button>
    </Filters>
  );
}

const Filters = styled(Form)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  align-items: end;
  gap: ${space.md};
  margin: ${space.xl} 0 ${space.lg};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  & > button {
    justify-self: start;
  }
`;
