import { deviceTypeOf } from './deviceType';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('device type (SPEC §9)', () => {
  it.each([
    ['an iPad, even wide', IPAD, 1366, 'tablet'],
    ['an Android tablet', ANDROID_TABLET, 1280, 'tablet'],
    ['an iPhone', IPHONE, 390, 'mobile'],
    ['an Android phone in landscape', ANDROID_PHONE, 915, 'mobile'],
    ['a narrow desktop window', DESKTOP, 768, 'mobile'],
    ['a desktop window of tablet width', DESKTOP, 1024, 'tablet'],
    ['a desktop', DESKTOP, 1025, 'desktop'],
  ])('%s is %s', (_case, userAgent, width, expected) => {
    expect(deviceTypeOf(userAgent, width)).toBe(expected);
  });
});
