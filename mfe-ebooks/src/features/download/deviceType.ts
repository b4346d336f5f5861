import type { DeviceType } from 'contracts';

const TABLET_AGENT = /ipad|tablet|playbook|silk|kindle|android(?!.*mobi)/i;
const MOBILE_AGENT = /mobi|iphone|ipod|android|blackberry|iemobile|opera mini|windows phone/i;

/**
 * SPEC §9: tablet if the user agent matches tablet patterns; mobile if a
 * mobile agent or width <= 768; tablet if width <= 1024; else desktop.
 */
export function deviceTypeOf(userAgent: string, viewportWidth: number): DeviceType {
  if (TABLET_AGENT.test(userAgent)) return 'tablet';
  if (MOBILE_AGENT.test(userAgent) || viewportWidth <= 768) return 'mobile';
  if (viewportWidth <= 1024) return 'tablet';
  return 'desktop';
}

/** The visiting browser's device type; call from event handlers only (reads window). */
export function currentDeviceType(): DeviceType {
  return deviceTypeOf(navigator.userAgent, window.innerWidth);
}
