// What `react-router-dom` is in the browser builds (the alias in
// rspack.base.mjs): the router API of data-router mode, and nothing else.
//
// Why: a Module Federation shared module cannot be tree-shaken — every app may
// use any of its exports, so the whole package ships (its server runtime,
// sessions, cookies, React Server Components, framework mode) on every first
// load. This module is the shared `react-router-dom` instead; what it does not
// re-export is dropped from the bundle. The Node builds keep the whole package
// (the shell's server needs its static handler).
//
// A team that needs a router API missing here adds it to this list: the build
// fails on a missing export (`exportsPresence: 'error'`), never at run time.
export { RouterProvider } from 'react-router/dom';
export {
  Await,
  Form,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  createMemoryRouter,
  createPath,
  createRoutesFromElements,
  createSearchParams,
  data,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  redirect,
  redirectDocument,
  replace,
  resolvePath,
  useActionData,
  useAsyncError,
  useAsyncValue,
  useBeforeUnload,
  useBlocker,
  useFetcher,
  useFetchers,
  useFormAction,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
  useSubmit,
  useViewTransitionState,
} from 'react-router';
