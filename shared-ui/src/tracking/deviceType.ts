import { deviceType } from 'contracts/page-view-fields';

/** SPEC §9's rule, one place for browser and server: contracts' `deviceType`. */
export { deviceType };

/** The current browser's device type (call in effects and handlers only, never during render). */
export function currentDeviceType() {
  return deviceType(navigator.userAgent, window.innerWidth);
}
