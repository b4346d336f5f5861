import { Card, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { FigureTable, type FigureColumn } from './FigureTable';
import { SeriesChart, SERIES_COLORS } from './SeriesChart';

export interface ChartFigureProps {
  title: string;
  rows: Record<string, string | number>[];
  /** The first column names the rows; `series` are the columns the chart draws. */
  category: FigureColumn;
  series: FigureColumn[];
  /** Further figures only the table shows (totals). */
  extra?: FigureColumn[];
  stacked?: boolean;
  horizontal?: boolean;
}

/** One chart of the dashboard with its figures as a table, under one heading. */
export function ChartFigure({
  title,
  rows,
  category,
  series,
  extra = [],
  stacked,
  horizontal,
}: ChartFigureProps) {
  const { t } = useConsoleTexts();
  const { number } = useFormatters();
  return (
    <FigureCard as="section" aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p>{t('dashboard.noData')}</p>
      ) : (
        <>
          <SeriesChart
            rows={rows}
            category={category.key}
            series={series.map((column, index) => ({
              key: column.key,
              name: column.label,
              color: SERIES_COLORS[index % SERIES_COLORS.length]!,
            }))}
            stacked={stacked}
            horizontal={horizontal}
          />
          <details>
            <summary>{t('dashboard.showTable')}</summary>
            <FigureTable
              caption={title}
              columns={[category, ...series, ...extra]}
              rows={rows}
              format={number}
            />
          </details>
        </>
      )}
    </FigureCard>
  );
}

/** A card of its own under a heading: a figure of the numbers (the campaign report's too). */
export const FigureCard = styled(Card)`
  margin: ${space.lg} 0;
  padding: ${space.lg};
  h2 {
    margin-top: 0;
  }
`;
