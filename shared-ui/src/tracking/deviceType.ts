import type { DeviceType } from 'contracts';

/** iPads (also iPadOS asking for desktop sites shows "Macintosh" + touch, handled by width), Android tablets, Kindle/Silk, PlayBook. */
const TABLET_AGENT = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i;
const MOBILE_AGENT =
  /mobi|iphone|ipod|android.*mobile|blackberry|iemobile|opera mini|windows phone/i;

/**
 * SPEC §9: tablet if the user agent matches tablet patterns; mobile if a
 * mobile agent or width <= 768; tablet if width <= 1024; else desktop.
 */
export function deviceType(userAgent: string, viewportWidth: number): DeviceType {
  if (TABLET_AGENT.test(userAgent)) return 'tablet';
  if (MOBILE_AGENT.test(userAgent) || viewportWidth <= 768) return 'mobile';
  if (viewportWidth <= 1024) return 'tablet';
  return 'desktop';
}

/** The current browser's device type (call in effects and handlers only, never during render). */
export function currentDeviceType(): DeviceType {
  return deviceType(navigator.userAgent, window.innerWidth);
}
