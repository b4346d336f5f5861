import { HttpError } from '../api/apiClient';
import { leadFormFailure, type LeadFormFailure } from './leadForm';

const refusal = (body: object, status = 400) =>
  new HttpError(status, JSON.stringify(body), 'Bad Request');

/** The answer's data, as the page reads it. */
const answerOf = (result: ReturnType<typeof leadFormFailure>) => ({
  status: result.init?.status,
  failure: result.data as LeadFormFailure,
});

describe('leadFormFailure', () => {
  const values = { name: 'x', email: 'y' };

  it('puts a refusal at the one field of a single-field form', () => {
    const { status, failure } = answerOf(
      leadFormFailure(
        refusal({ message: 'Bitte gültige Email-Adresse eingeben' }),
        values,
        'email',
      ),
    );
    expect(status).toBe(400);
    expect(failure.fieldErrors).toEqual({ email: 'Bitte gültige Email-Adresse eingeben' });
  });

  it("puts each of the API's field messages at its field in a form of several", () => {
    const error = refusal({
      message: 'Bitte Namen eingeben',
      fields: {
        name: 'Bitte Namen eingeben',
        email: 'Bitte gültige Email-Adresse eingeben',
        x: 'y',
      },
    });
    const { failure } = answerOf(leadFormFailure(error, values, ['name', 'email', 'phone']));
    expect(failure.fieldErrors).toEqual({
      name: 'Bitte Namen eingeben',
      email: 'Bitte gültige Email-Adresse eingeben',
    });
    expect(failure.message).toBeUndefined();
  });

  it('makes a refusal naming none of the fields the message of the whole form', () => {
    const error = refusal({ message: 'Unbekanntes Produkt' }, 404);
    const { status, failure } = answerOf(leadFormFailure(error, values, ['name', 'email']));
    expect(status).toBe(400);
    expect(failure).toMatchObject({ fieldErrors: {}, message: 'Unbekanntes Produkt', values });
  });
});
