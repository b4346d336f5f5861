import { z } from 'zod';
import { UTM_MAX_LENGTH } from '../attributionFields';
import { COUNTRIES, LANGUAGES } from '../localeCodes';
import { caseInsensitiveCode, optionalFilter } from '../textField';
import { isoDateSchema } from './leadsDesk';
import { adminMessages } from './messages';
import { statsQuerySchema } from './stats';

/** The lead kinds that carry attribution (issue 37); feedback has none. */
export const CAMPAIGN_LEAD_KINDS = ['email', 'payment', 'contact', 'newsletter'] as const;
export type CampaignLeadKind = (typeof CAMPAIGN_LEAD_KINDS)[number];

/** The campaign funnel's steps, in order: landing → form seen → lead. */
export const FUNNEL_STEPS = ['landing', 'formSeen', 'lead'] as const;

const KIND_MESSAGE = "Lead-Art muss 'email', 'payment', 'contact' oder 'newsletter' sein";

/** The report's filters, shared by the report and its CSV export. */
const campaignFilterShape = {
  ...statsQuerySchema.shape,
  /** A custom range: first day included; given, it replaces `days`. */
  from: isoDateSchema,
  /** A custom range's last day included (default: today); before `from`, no day is (as in the leads desk). */
  to: isoDateSchema,
  country: caseInsensitiveCode(COUNTRIES, adminMessages.countryInvalid),
  language: caseInsensitiveCode(LANGUAGES, adminMessages.languageInvalid),
  kind: caseInsensitiveCode(CAMPAIGN_LEAD_KINDS, KIND_MESSAGE),
};

/** GET /api/admin/stats/campaigns/export.csv: the report's rows under its filters. */
export const campaignExportQuerySchema = z.object(campaignFilterShape);
export type CampaignExportQuery = z.infer<typeof campaignExportQuerySchema>;

/**
 * GET /api/admin/stats/campaigns: the filters plus `campaign`, the
 * utm_campaign whose funnel to show (campaigns are stored lower-case, so any
 * letter case finds it).
 */
export const campaignReportQuerySchema = z.object({
  ...campaignFilterShape,
  campaign: optionalFilter('Kampagne', UTM_MAX_LENGTH).transform((value) => value?.toLowerCase()),
});
export type CampaignReportQuery = z.infer<typeof campaignReportQuerySchema>;

const count = z.number().int();
/** A share (0.25 = 25 %); null when there is nothing to divide by. */
const rate = z.number().nullable();

/** One row: a last touch's campaign, source and medium (null: not given). */
export const campaignRowSchema = z.object({
  campaign: z.string().nullable(),
  source: z.string().nullable(),
  medium: z.string().nullable(),
  /** Distinct visitors whose views carried it (cookieless: a key lives one day). */
  visits: count,
  /** Leads whose last touch it is, per kind (a kind filtered out: 0). */
  leads: z.object(
    Object.fromEntries(CAMPAIGN_LEAD_KINDS.map((kind) => [kind, count])) as Record<
      CampaignLeadKind,
      typeof count
    >,
  ),
  total: count,
  /** total ÷ visits; null without visits. */
  conversionRate: rate,
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;

/** The funnel of one campaign: each step's count and its share of the step before. */
export const campaignFunnelSchema = z.object({
  campaign: z.string(),
  steps: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count, rate })),
});
export type CampaignFunnel = z.infer<typeof campaignFunnelSchema>;

/** 200 of GET /api/admin/stats/campaigns: most leads first, then most visits. */
export const campaignReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(campaignRowSchema),
  /** Only with `campaign`. */
  funnel: campaignFunnelSchema.nullable(),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;

/** n ÷ of, null when of is 0: the report's conversion and step rates. */
export const shareOf = (n: number, of: number): number | null => (of > 0 ? n / of : null);
