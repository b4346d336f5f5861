import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';

/**
 * React Router's hydration data in the shape `createBrowserRouter` reads from
 * `window.__staticRouterHydrationData` (errors made JSON-safe), written by us
 * outside the React root so the root's markup is exactly what the client renders.
 */
export function routerHydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => {
          if (isRouteErrorResponse(error))
            return [routeId, { ...error, __type: 'RouteErrorResponse' }];
          if (error instanceof Error) {
            return [
              routeId,
              {
                message: error.message,
                __type: 'Error',
                ...(error.name !== 'Error' ? { __subType: error.name } : {}),
              },
            ];
          }
          return [routeId, error];
        }),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
