import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { addTexts, createI18n, createQueryClient } from 'shared-ui';
import { AppProviders, type AppContext } from './app/AppProviders';
import { createRoutes } from './app/routes';
import { resolveLocale } from './features/locale/resolveLocale';
import { createLocaleStore } from './features/locale/localeStore';
import { browserLocalStorage } from './features/locale/safeStorage';
import { createThemeStore } from './features/theme/themeStore';
import { ensureVisitorId } from './features/visitor/visitorCookie';
import { shellTexts } from './texts';

const storage = browserLocalStorage();
const initialLocale = resolveLocale({
  pathname: window.location.pathname,
  search: window.location.search,
  storage,
  browserLanguages: navigator.languages,
});
const root = document.documentElement;

const context: AppContext = {
  queryClient: createQueryClient(),
  i18n: createI18n(initialLocale.language),
  localeStore: createLocaleStore(initialLocale, storage),
  // The inline head script already applied the theme; the store starts from it.
  themeStore: createThemeStore(root.classList.contains('dark') ? 'dark' : 'light', storage, root),
  visitorId: ensureVisitorId(document),
};
addTexts(context.i18n, shellTexts);
root.lang = initialLocale.language;

const router = createBrowserRouter(createRoutes(context.queryClient));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders context={context}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
