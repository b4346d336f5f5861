import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type ActionFunction,
} from 'react-router-dom';
import { HttpError } from '../api/apiClient';
import { FORM_FIELD, formText, leadFormDone, leadFormFailure, sentRedirect } from './leadForm';
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
        <button type="submit" name="intent" value="skip">
          skip
        </button>
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

  it("with an anchor, posts to the page's own path and scrolls to the form's card; in the browser the same action answers", async () => {
    function AnchoredForm() {
      const { Form, formProps, failure } = useLeadForm<'name'>({ anchor: 'karte' });
      return (
        <Form {...formProps}>
          {failure ? <p role="alert">{failure.fieldErrors.name}</p> : null}
          <button type="submit">send</button>
        </Form>
      );
    }
    const action = jest.fn(async () => leadFormFailure(refusal('zu kurz'), {}, 'name'));
    const router = createMemoryRouter(
      [{ path: '/de_DE/form', element: <AnchoredForm />, action }],
      {
        initialEntries: ['/de_DE/form?sort=neu'],
      },
    );
    const { container } = render(<RouterProvider router={router} />);
    expect(container.querySelector('form')).toHaveAttribute('action', '/de_DE/form?sort=neu#karte');
    await userEvent.setup().click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('zu kurz');
    expect(action).toHaveBeenCalledTimes(1);
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

/** Sends the form and lets its action answer inside one React batch (what a fast API answer does in the browser). */
async function sendInOneBatch() {
  await act(async () => {
    screen.getByRole('button', { name: 'send' }).click();
    await new Promise((settled) => setTimeout(settled, 50));
  });
}

/*
 * React Router publishes a fetcher's states in transitions, which React
 * batches: when the answer comes before React rendered 'submitting', the
 * page goes from idle straight to idle with the answer. The error must show
 * all the same, every time.
 */
describe('useLeadForm: an answer that reaches React in the same batch as its post', () => {
  const refuse = async ({ request }: { request: Request }) => {
    const name = formText(await request.formData(), 'name');
    return leadFormFailure(refusal('Bitte gültige Email-Adresse eingeben'), { name }, 'name');
  };

  it('shows the refusal', async () => {
    renderForm(refuse);
    await sendInOneBatch();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte gültige Email-Adresse eingeben');
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the same refusal again for a second post, and reports both', async () => {
    const { user } = renderForm(refuse);
    await user.type(screen.getByLabelText('Name'), 'kein-at');
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte gültige');
    await sendInOneBatch();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte gültige Email-Adresse eingeben');
    expect(screen.getByLabelText('Name')).toHaveValue('kein-at');
    expect(onFailure).toHaveBeenCalledTimes(2);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('hands over a result and empties the form', async () => {
    const { user } = renderForm(async () => leadFormDone({ slidesUrl: 'https://example.org' }));
    await user.type(screen.getByLabelText('Name'), 'Anna');
    await sendInOneBatch();
    expect(onSuccess).toHaveBeenCalledWith({ slidesUrl: 'https://example.org' });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});

describe('useLeadForm: a page posted before and after hydration', () => {
  const served = {
    ok: false,
    fieldErrors: { name: 'Bitte gültige Email-Adresse eingeben' },
    values: { name: 'kein-at' },
  };

  it("replaces the server's answer by the browser's answer to the next post", async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { user } = renderForm(() => new Promise((resolve) => (answer = resolve)), served);
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte gültige Email-Adresse eingeben');
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByRole('button', { name: 'sending' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () =>
      answer(leadFormFailure(refusal('Bitte gültige Email-Adresse eingeben'), {}, 'name')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte gültige');
    expect(screen.getByRole('button', { name: 'send' })).toBeInTheDocument();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("drops the server's answer when the browser's post is redirected", async () => {
    const { user } = renderForm(async ({ request }) => sentRedirect(request), served);
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('gesendet')).toBeInTheDocument();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(undefined));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the button pressed with the form', async () => {
    const intents: string[] = [];
    const { user } = renderForm(async ({ request }) => {
      intents.push(formText(await request.formData(), 'intent'));
      return leadFormDone(null);
    });
    await user.click(screen.getByRole('button', { name: 'skip' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(2));
    expect(intents).toEqual(['skip', '']);
  });
});

/** Two named forms on one page, as the console has them. */
function TwoForms() {
  return (
    <>
      <NamedForm form="first" />
      <NamedForm form="second" />
    </>
  );
}
function NamedForm({ form }: { form: string }) {
  const { Form, formProps, formField, failure, sent } = useLeadForm<'name'>({ form });
  return (
    <Form {...formProps} aria-label={form}>
      <input {...formField} />
      {failure ? <p role="alert">{`${form}: ${failure.fieldErrors.name}`}</p> : null}
      {sent ? <p role="status">{`${form}: gesendet`}</p> : null}
      <button type="submit">{`send ${form}`}</button>
    </Form>
  );
}

describe('useLeadForm: a page with several forms', () => {
  it("shows the server's answer at the form it names only", () => {
    const router = createMemoryRouter(
      [{ path: '/de_DE/admin', element: <TwoForms />, action: async () => null }],
      {
        initialEntries: ['/de_DE/admin'],
        hydrationData: {
          loaderData: {},
          actionData: {
            0: { ok: false, form: 'second', fieldErrors: { name: 'zu kurz' }, values: {} },
          },
        },
      },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('second: zu kurz');
  });

  it('posts its name and shows its own sent flag after the redirect', async () => {
    const names: string[] = [];
    const router = createMemoryRouter(
      [
        {
          path: '/de_DE/admin',
          element: <TwoForms />,
          action: async ({ request }) => {
            const form = formText(await request.formData(), FORM_FIELD);
            names.push(form);
            return sentRedirect(request, { form });
          },
        },
      ],
      { initialEntries: ['/de_DE/admin'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'send first' }));
    expect(await screen.findByRole('status')).toHaveTextContent('first: gesendet');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(names).toEqual(['first']);
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

  it('redirects a stored post with 303 to the page (its query kept) flagged as sent', () => {
    const answer = sentRedirect(
      new Request('http://x/de_DE/feedback?a=1&gesendet=1', { method: 'POST' }),
      { hash: '#f' },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/de_DE/feedback?a=1&gesendet=1#f');
  });

  it("names the form and what it did on a page with several, replacing an earlier post's", () => {
    const answer = sentRedirect(
      new Request('http://x/de_DE/admin/leads?type=payment&gesendet=erase&ergebnis=1.0.0.0.0', {
        method: 'POST',
      }),
      { form: 'status:7', result: 'x' },
    );
    expect(answer.headers.get('Location')).toBe(
      '/de_DE/admin/leads?type=payment&gesendet=status%3A7&ergebnis=x',
    );
  });
});
