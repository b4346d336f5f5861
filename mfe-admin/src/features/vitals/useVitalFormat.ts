import { useMemo } from 'react';
import type { WebVitalMetric } from 'contracts/web-vitals-fields';
import { numberFormat } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';

/** Metrics shown in seconds (loading), in milliseconds (INP) and unitless (CLS), as their thresholds are stated. */
const SECONDS: readonly WebVitalMetric[] = ['LCP', 'FCP', 'TTFB'];

/** A metric's value (ms; CLS unitless) as people read it in the member's language: '2,6 s', '200 ms', '0,12'. */
export function useVitalFormat() {
  const { i18n } = useConsoleTexts();
  return useMemo(() => {
    const format = numberFormat(i18n.language, { maximumFractionDigits: 2 });
    return (metric: WebVitalMetric, value: number) => {
      if (metric === 'CLS') return format.format(value);
      return SECONDS.includes(metric)
        ? `${format.format(value / 1000)}\u00a0s`
        : `${format.format(value)}\u00a0ms`;
    };
  }, [i18n.language]);
}
