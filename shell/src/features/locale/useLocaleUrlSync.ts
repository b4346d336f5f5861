import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '../../app/useI18n';
import { useLocaleStoreApi } from './useLocaleStoreApi';
import { localeFromPath } from './resolveLocale';
import { replaceLocalePrefix } from './replaceLocalePrefix';

/**
 * SPEC §4: the URL's locale wins on navigation; a change of state (country or
 * language chosen) rewrites the URL prefix with a replace navigation. The
 * i18n language and <html lang> follow the state.
 */
export function useLocaleUrlSync(): void {
  const store = useLocaleStoreApi();
  const i18n = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const locationRef = useRef(location);
  locationRef.current = location;

  // URL → state
  useEffect(() => {
    const fromUrl = localeFromPath(location.pathname);
    const state = store.getState();
    if (fromUrl && (fromUrl.country !== state.country || fromUrl.language !== state.language)) {
      state.setLocale(fromUrl.language, fromUrl.country);
    }
  }, [location.pathname, store]);

  // state → URL, i18n and <html lang>
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.locale === previous.locale) return;
        if (state.language !== i18n.language) void i18n.changeLanguage(state.language);
        document.documentElement.lang = state.language;
        const { pathname, search, hash } = locationRef.current;
        const urlLocale = localeFromPath(pathname);
        if (urlLocale && `${urlLocale.language}_${urlLocale.country}` !== state.locale) {
          void navigate(replaceLocalePrefix(pathname, search, hash, state.locale), {
            replace: true,
          });
        }
      }),
    [store, i18n, navigate],
  );
}
