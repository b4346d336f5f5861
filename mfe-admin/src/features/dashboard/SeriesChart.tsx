import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import styled from 'styled-components';

/** One bar series: its field in the rows, its name in the legend, its colour. */
export interface Series {
  key: string;
  name: string;
  color: string;
}

/**
 * Colours that keep 3:1 against both themes' backgrounds (WCAG 1.4.11),
 * told apart by the legend and the table as well, never by colour alone.
 */
export const SERIES_COLORS = ['#3b82f6', '#d97706', '#059669', '#a855f7', '#6b7280'] as const;

export interface SeriesChartProps {
  rows: Record<string, string | number>[];
  /** The field of each row naming it (day, week, e-book …). */
  category: string;
  series: Series[];
  stacked?: boolean;
  /** Long names (e-book titles) read better as horizontal bars. */
  horizontal?: boolean;
  formatCategory?: (value: string) => string;
}

/**
 * A bar chart of rows (recharts, SVG). It is the picture only: the same
 * figures are in the table beside it, so it is hidden from screen readers
 * and takes no keyboard focus.
 */
export function SeriesChart({
  rows,
  category,
  series,
  stacked,
  horizontal,
  formatCategory,
}: SeriesChartProps) {
  const height = horizontal ? Math.max(160, rows.length * 36 + 60) : 280;
  const tick = { fill: 'currentColor', fontSize: 12 };
  return (
    <Frame aria-hidden="true" style={{ height }}>
      <BarChart
        responsive
        style={{ width: '100%', height: '100%' }}
        data={rows}
        layout={horizontal ? 'vertical' : 'horizontal'}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: horizontal ? 8 : 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} />
        {/* No fragments among a chart's children: recharts looks at them one by one. */}
        <XAxis
          type={horizontal ? 'number' : 'category'}
          dataKey={horizontal ? undefined : category}
          allowDecimals={false}
          tick={tick}
          stroke="currentColor"
          tickFormatter={horizontal ? undefined : formatCategory}
        />
        <YAxis
          type={horizontal ? 'category' : 'number'}
          dataKey={horizontal ? category : undefined}
          allowDecimals={false}
          width={horizontal ? 160 : 40}
          tick={tick}
          stroke="currentColor"
          tickFormatter={horizontal ? formatCategory : undefined}
        />
        <Tooltip
          labelFormatter={formatCategory ? (label) => formatCategory(String(label)) : undefined}
        />
        <Legend />
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.name}
            fill={item.color}
            stackId={stacked ? 'all' : undefined}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Frame>
  );
}

const Frame = styled.div`
  width: 100%;
  .recharts-tooltip-wrapper {
    color: #111827;
  }
`;
