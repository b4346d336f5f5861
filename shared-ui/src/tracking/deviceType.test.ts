import { deviceType } from './deviceType';

const agents = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('device type (SPEC §9)', () => {
  it.each([
    ['an iPhone', agents.iPhone, 390, 'mobile'],
    ['an Android phone, even in a wide viewport', agents.androidPhone, 900, 'mobile'],
    ['an iPad, even wider than 1024', agents.iPad, 1180, 'tablet'],
    ['an Android tablet (no "Mobile" in its agent)', agents.androidTablet, 1280, 'tablet'],
    ['a desktop browser at 768 px', agents.desktopChrome, 768, 'mobile'],
    ['a desktop browser at 769 px', agents.desktopChrome, 769, 'tablet'],
    ['a desktop browser at 1024 px', agents.desktopChrome, 1024, 'tablet'],
    ['a desktop browser at 1025 px', agents.desktopChrome, 1025, 'desktop'],
    ['an empty agent on a wide screen', '', 1440, 'desktop'],
  ])('%s is %s', (_name, agent, width, expected) => {
    expect(deviceType(agent, width)).toBe(expected);
  });
});
