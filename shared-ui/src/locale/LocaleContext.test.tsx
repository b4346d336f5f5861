import { renderHook } from '@testing-library/react';
import { useLocale } from './LocaleContext';
import { useTheme } from '../theme/ThemeModeContext';

describe('state hooks outside their providers', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('useLocale throws', () => {
    expect(() => renderHook(() => useLocale())).toThrow(
      'useLocale must be used within a LocaleProvider',
    );
  });

  it('useTheme throws', () => {
    expect(() => renderHook(() => useTheme())).toThrow(
      'useTheme must be used within a ThemeModeProvider',
    );
  });
});
