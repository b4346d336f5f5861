import { QueryClient } from '@tanstack/react-query';
import { HttpError, type SectionActionArgs } from 'shared-ui';
import { section } from '../section';

/** A console page's action as the shell's server runs it for a form posted without script. */
export function post(
  routeId: string,
  url: string,
  fields: Record<string, string>,
  answer: () => unknown,
) {
  const api = jest.fn(async () => {
    const body = answer();
    if (body instanceof HttpError) throw body;
    return new Response(JSON.stringify(body));
  });
  const route = section.routes.find((candidate) => candidate.id === routeId)!;
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  const args: SectionActionArgs = {
    params: {},
    request: new Request(`http://site${url}`, { method: 'POST' }),
    queryClient: new QueryClient(),
    locale: { language: 'de', country: 'DE', locale: 'de_DE' },
    formData,
    visitorId: undefined,
    hydrated: false,
    api: api as SectionActionArgs['api'],
  };
  return { answer: route.action!(args), api };
}

export const refused = (status: number, message: string) =>
  new HttpError(status, JSON.stringify({ message }), '');
/** A redirect's status and target. */
export const redirected = async (answer: Promise<unknown>) => {
  const response = (await answer) as Response;
  return { status: response.status, location: response.headers.get('Location') };
};
/** A `data()` answer's status and body. */
export const answered = async (answer: Promise<unknown>) => {
  const { data, init } = (await answer) as { data: unknown; init: { status?: number } | null };
  return { status: init?.status ?? 200, data };
};
