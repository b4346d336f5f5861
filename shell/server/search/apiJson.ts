import { apiRequest } from 'shared-ui';

/** GET of an API path as the server reaches the API, parsed JSON; a failed answer throws. */
export const apiJson = async (path: string): Promise<unknown> =>
  (await apiRequest('GET', path)).json();
