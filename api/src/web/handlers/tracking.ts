import type { Request, RequestHandler } from 'express';
import {
  deviceType,
  downloadInputSchema,
  pageViewBeaconQuerySchema,
  pageViewInputSchema,
  searchMissInputSchema,
  visitCampaign,
  webVitalsBeaconSchema,
} from 'contracts';
import { touchFromLanding } from 'contracts/attribution-fields';
import type { Services } from '../../services';
import type { Client } from '../../services/cookieless-visitors';
import { parseWith } from '../validate';

export const listActivePixels =
  ({ tracking }: Services): RequestHandler =>
  async (_req, res) => {
    res.json(await tracking.activePixels());
  };

/**
 * The sender as the cookieless key needs it: the client IP as `trust proxy`
 * resolves it (TRUST_PROXY, so behind the shell's proxy it is the visitor's),
 * and the browser's own User-Agent header, not a body field it could vary.
 */
const clientOf = (req: Request): Client => ({
  ip: req.ip ?? '',
  userAgent: req.get('user-agent') ?? '',
});

export const trackPageView =
  ({ tracking }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(pageViewInputSchema, req.body);
    res.status(201).json(await tracking.recordPageView(input, clientOf(req)));
  };

/** A transparent 1×1 GIF: what the <noscript> image shows (nothing). */
const TRANSPARENT_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** The page's campaign: the utm_* of its URL, which the image request's Referer is. */
function refererCampaign(req: Request) {
  const referer = req.get('referer');
  if (!URL.canParse(referer ?? '')) return {};
  return visitCampaign(touchFromLanding(new URL(referer!), undefined, []));
}

/**
 * GET /api/track/pageview.gif: a page shown without script counts its view
 * through its <noscript> image, cookieless like the POST, with the device
 * type its User-Agent says and the campaign of its URL. Never cached: each
 * image is a view.
 */
export const trackPageViewBeacon =
  ({ tracking }: Services): RequestHandler =>
  async (req, res) => {
    const query = parseWith(pageViewBeaconQuerySchema, req.query);
    const userAgent = req.get('user-agent')?.slice(0, 1024);
    await tracking.recordPageView(
      {
        ...query,
        deviceType: deviceType(userAgent ?? ''),
        ...(userAgent ? { userAgent } : {}),
        ...refererCampaign(req),
      },
      clientOf(req),
    );
    res.set({ 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' }).send(TRANSPARENT_GIF);
  };

export const trackDownload =
  ({ tracking }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(downloadInputSchema, req.body);
    res.status(201).json(await tracking.recordDownload(input, clientOf(req)));
  };

/**
 * POST /api/track/vitals: a page view's Web Vitals from the shell's beacon
 * (navigator.sendBeacon with a Blob of type application/json, which the
 * API's JSON-only rule accepts). Added to the day's histograms; neither the
 * sender's address nor its User-Agent is read.
 */
export const trackWebVitals =
  ({ tracking }: Services): RequestHandler =>
  async (req, res) => {
    await tracking.recordWebVitals(parseWith(webVitalsBeaconSchema, req.body));
    res.status(204).end();
  };

/** A site search without results (the shell's server tells): counted for the console, nothing else kept. */
export const countSearchMiss =
  ({ tracking }: Services): RequestHandler =>
  async (req, res) => {
    await tracking.recordSearchMiss(parseWith(searchMissInputSchema, req.body));
    res.status(204).end();
  };
