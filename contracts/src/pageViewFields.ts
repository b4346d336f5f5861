import type { Touch } from './attributionFields';

/**
 * What counting a page view needs in the browser and on the server, without
 * zod (the subpath `contracts/page-view-fields` keeps it out of the shell's
 * bundle).
 */

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/**
 * The page view of a page shown without script: its <noscript> image asks
 * for this (never loaded when script runs, so no view is counted twice).
 * Counted cookieless like the POST; the campaign is the page's own (the
 * Referer's utm_*), the device type the User-Agent's.
 */
export const PAGE_VIEW_BEACON_PATH = '/api/track/pageview.gif';

/** iPads (iPadOS asking for desktop sites shows "Macintosh" + touch: the width decides), Android tablets, Kindle/Silk, PlayBook. */
const TABLET_AGENT = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i;
const MOBILE_AGENT =
  /mobi|iphone|ipod|android.*mobile|blackberry|iemobile|opera mini|windows phone/i;

/**
 * SPEC §9: tablet if the user agent matches tablet patterns; mobile if a
 * mobile agent or width <= 768; tablet if width <= 1024; else desktop. On
 * the server the width is unknown: the agent alone decides.
 */
export function deviceType(userAgent: string, viewportWidth = Infinity): DeviceType {
  if (TABLET_AGENT.test(userAgent)) return 'tablet';
  if (MOBILE_AGENT.test(userAgent) || viewportWidth <= 768) return 'mobile';
  if (viewportWidth <= 1024) return 'tablet';
  return 'desktop';
}

/** The campaign a page view carries: its landing's utm_source/medium/campaign, when it has one. */
export interface VisitCampaign {
  campaign?: Pick<Touch, 'source' | 'medium' | 'campaign'>;
}

export function visitCampaign(landing: Touch | undefined): VisitCampaign {
  const campaign = {
    ...(landing?.source ? { source: landing.source } : {}),
    ...(landing?.medium ? { medium: landing.medium } : {}),
    ...(landing?.campaign ? { campaign: landing.campaign } : {}),
  };
  return Object.keys(campaign).length > 0 ? { campaign } : {};
}
