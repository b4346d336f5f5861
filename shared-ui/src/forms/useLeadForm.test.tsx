import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type ActionFunction,
} from 'react-router-dom';
import { HttpError } from '../api/apiClient';
import { formText, leadFormDone, leadFormFailure, sentRedirect } from './leadForm';
import { useLeadForm } from './useLeadForm';

const onSuccess = jest.fn();
const onFailure = jest.fn();

function NameForm() {
  const { Form, formProps, sending, failure, sent, formKey } = useLeadForm<'name'>({
    onSuccess,
    onFailure,
  });
  const { search } = useLocation();
  return (
    <>
      <p>location: {search || 'none'}</p>
      {sent ? <p>gesendet</p> : null}
      {failure ? (
        <p role="alert">{failure.fieldErrors.name ?? failure.message ?? 'fallback'}</p>
      ) : null}
      <Form key={formKey} {...formProps}>
        <label>
          Name
          <input name="name" defaultValue={failure?.values.name ?? ''} />
        </label>
        <button type="submit">{sending ? 'sending' : 'send'}</button>
      </Form>
    </>
  );
}

/** One page with a form; its action answers what the test says. */
function renderForm(action: ActionFunction, served?: unknown) {
  const router = createMemoryRouter([{ path: '/de_DE/form', element: <NameForm />, action }], {
    initialEntries: ['/de_DE/form'],
    ...(served ? { hydrationData: { actionData: { 0: served }, loaderData: {} } } : {}),
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const refusal = (message: string) => new HttpError(400, JSON.stringify({ message }), 'Bad Request');

beforeEach(() => {
  onSuccess.mockClear();
  onFailure.mockClear();
});

describe('useLeadForm: the one form convention', () => {
  it('shows a refused field with its message and keeps what was typed', async () => {
    const { user } = renderForm(async ({ request }) => {
      const name = formText(await request.formData(), 'name');
      return leadFormFailure(refusal('Bitte mindestens 10 Zeichen eingeben'), { name }, 'name');
    });
    await user.type(screen.getByLabelText('Name'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte mindestens 10 Zeichen eingeben',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('kurz');
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('after a redirect (post/redirect/get) reports success, empties the form and drops an earlier failure', async () => {
    let attempt = 0;
    const { user } = renderForm(async ({ request }) => {
      attempt += 1;
      const name = formText(await request.formData(), 'name');
      if (attempt === 1) return leadFormFailure(refusal('zu kurz'), { name }, 'name');
      return sentRedirect(request);
    });
    await user.type(screen.getByLabelText('Name'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'send' }));
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Name'), ' genug');
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('gesendet')).toBeInTheDocument();
    expect(screen.getByText('location: ?gesendet=1')).toBeInTheDocument();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("hands a hydrated page the action's result", async () => {
    const { user } = renderForm(async () => leadFormDone({ slidesUrl: 'https://example.org' }));
    await user.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({ slidesUrl: 'https://example.org' }),
    );
  });

  it("shows the server's answer to a post sent without script (hydration data)", () => {
    renderForm(async () => null, {
      ok: false,
      fieldErrors: {},
      message: 'Zu viele Anfragen',
      values: { name: 'Anna' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Zu viele Anfragen');
    expect(screen.getByLabelText('Name')).toHaveValue('Anna');
  });
});

describe('leadFormFailure', () => {
  const statusOf = (error: unknown) =>
    (leadFormFailure(error, {}, 'name') as unknown as { init: { status: number } }).init.status;

  it('answers 400 for a refused input, 429 for a rate limit, 503 for a failed API or network', () => {
    expect(statusOf(refusal('x'))).toBe(400);
    expect(statusOf(new HttpError(429, '{"message":"Zu viele"}', ''))).toBe(429);
    expect(statusOf(new HttpError(503, '', ''))).toBe(503);
    expect(statusOf(new TypeError('Failed to fetch'))).toBe(503);
  });

  it("keeps a rate limit's message for the whole form, a refusal's for the field", () => {
    const dataOf = (error: unknown) =>
      (leadFormFailure(error, { name: 'x' }, 'name') as unknown as { data: unknown }).data;
    expect(dataOf(new HttpError(429, '{"message":"Zu viele"}', ''))).toEqual({
      ok: false,
      fieldErrors: {},
      message: 'Zu viele',
      values: { name: 'x' },
    });
    expect(dataOf(refusal('Bitte gültige Email-Adresse eingeben'))).toEqual({
      ok: false,
      fieldErrors: { name: 'Bitte gültige Email-Adresse eingeben' },
      values: { name: 'x' },
    });
  });

  it('redirects a stored post with 303 to the page flagged as sent', () => {
    const answer = sentRedirect(
      new Request('http://x/de_DE/feedback?a=1', { method: 'POST' }),
      '#f',
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/de_DE/feedback?gesendet=1#f');
  });
});
