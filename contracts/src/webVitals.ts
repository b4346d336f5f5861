import { z } from 'zod';
import { requestBody } from './common';
import { LANGUAGES, pageLocaleFields } from './locale';
import { deviceTypeSchema } from './tracking';
import {
  CONNECTION_TYPES,
  PAGE_ID_PATTERN,
  WEB_VITAL_MAX,
  WEB_VITAL_METRICS,
  type WebVitalMetric,
} from './webVitalsFields';

export * from './webVitalsFields';

const metricValue = (metric: WebVitalMetric) =>
  z
    .number({ error: `${metric} muss eine Zahl sein` })
    .min(0, { error: `${metric} darf nicht negativ sein` })
    .max(WEB_VITAL_MAX[metric], { error: `${metric} darf höchstens ${WEB_VITAL_MAX[metric]} sein` })
    .optional();

/**
 * POST /api/track/vitals (WEB_VITALS_BEACON_PATH): one page view's Web
 * Vitals, sent by the shell's beacon. No identifier, no URL: the page's
 * route id, its language and country, the device class and the connection
 * type where the browser tells it. At least one metric.
 */
export const webVitalsBeaconSchema = requestBody({
  pageId: z.string({ error: 'pageId muss eine Routen-ID sein' }).regex(PAGE_ID_PATTERN, {
    error: 'pageId muss eine Routen-ID sein (Buchstaben, Ziffern, . _ -; höchstens 100 Zeichen)',
  }),
  language: z.enum(LANGUAGES, { error: "Sprache muss 'de', 'es' oder 'fr' sein" }),
  country: pageLocaleFields.country,
  deviceType: deviceTypeSchema,
  connection: z
    .enum(CONNECTION_TYPES, { error: `connection muss ${CONNECTION_TYPES.join(', ')} sein` })
    .optional(),
  metrics: z
    .object(
      Object.fromEntries(
        WEB_VITAL_METRICS.map((metric) => [metric, metricValue(metric)]),
      ) as Record<WebVitalMetric, ReturnType<typeof metricValue>>,
      { error: 'metrics muss ein Objekt mit LCP, INP, CLS, FCP oder TTFB sein' },
    )
    .refine((metrics) => WEB_VITAL_METRICS.some((metric) => metrics[metric] !== undefined), {
      error: 'metrics braucht mindestens einen Wert (LCP, INP, CLS, FCP oder TTFB)',
    })
    // The refinement as the OpenAPI document states it: one of the metrics at least (other keys are ignored).
    .meta({
      anyOf: WEB_VITAL_METRICS.map((metric) => ({
        properties: { [metric]: true },
        required: [metric],
      })),
    }),
});
export type WebVitalsBeacon = z.infer<typeof webVitalsBeaconSchema>;
