import express, { type Request, type Response, type Router } from 'express';
import { DEFAULT_LANGUAGE, isCountry, isLanguage, toLocale } from 'shared-ui';
import { preferenceCookie } from '../src/lib/preferenceCookie';
import { localeFromPath, STORAGE_KEYS } from '../src/features/locale/resolveLocale';
import { replaceLocalePrefix } from '../src/features/locale/replaceLocalePrefix';
import { PREFERENCE_PATHS, RETURN_FIELD } from '../src/features/navigation/preferenceForms';
import { returnTarget, type ReturnTarget } from '../src/features/navigation/returnPath';
import { isThemeMode, THEME_STORAGE_KEY } from '../src/features/theme/themeRule';

/** The page a preference form came from (returnPath.ts's rule), `/` when it names none of this site's. */
export function returnPath(value: unknown): ReturnTarget {
  return returnTarget(value) ?? { pathname: '/', search: '' };
}

const fail = (res: Response, message: string) =>
  res.status(400).type('text/plain; charset=utf-8').send(message);

/**
 * The country and language choice as a GET form: a new country brings its
 * default language (SPEC §4), else the chosen language applies. Stores both
 * like the browser's choice does and answers with the same page in the new
 * locale.
 */
function chooseLocale(req: Request, res: Response) {
  const { country, language } = req.query;
  if (country !== undefined && !isCountry(country))
    return fail(res, 'Unbekanntes Land: erlaubt sind DE, ES und FR.');
  if (language !== undefined && !isLanguage(language))
    return fail(res, 'Unbekannte Sprache: erlaubt sind de, es und fr.');
  const back = returnPath(req.query[RETURN_FIELD]);
  const current = localeFromPath(back.pathname) ?? {
    country: 'DE' as const,
    language: 'de' as const,
  };
  const nextCountry = country ?? current.country;
  const nextLanguage =
    nextCountry !== current.country
      ? DEFAULT_LANGUAGE[nextCountry]
      : (language ?? current.language);
  res.append('Set-Cookie', preferenceCookie(STORAGE_KEYS.country, nextCountry));
  res.append('Set-Cookie', preferenceCookie(STORAGE_KEYS.language, nextLanguage));
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(
    303,
    replaceLocalePrefix(back.pathname, back.search, '', toLocale(nextLanguage, nextCountry)),
  );
}

/** The theme choice as a POST form: stored in the cookie the page is rendered from (post/redirect/get). */
function chooseTheme(req: Request, res: Response) {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (!isThemeMode(body.theme))
    return fail(res, 'Unbekanntes Design: erlaubt sind light und dark.');
  const back = returnPath(body[RETURN_FIELD]);
  res.append('Set-Cookie', preferenceCookie(THEME_STORAGE_KEY, body.theme));
  res.redirect(303, `${back.pathname}${back.search}`);
}

/** The visitor's preferences without JavaScript: one row per form. */
export function preferenceRoutes(): Router {
  const router = express.Router();
  router.get(PREFERENCE_PATHS.locale, chooseLocale);
  router.post(
    PREFERENCE_PATHS.theme,
    express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 }),
    chooseTheme,
  );
  return router;
}
