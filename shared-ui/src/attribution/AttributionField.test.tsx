import { render } from '@testing-library/react';
import { AttributionField, AttributionProvider, leadAttribution } from './AttributionField';

describe('the lead forms’ attribution', () => {
  it('renders the store’s value in the one hidden field', () => {
    const { container } = render(
      <form>
        <AttributionProvider value="l.source=google&l.campaign=kassen">
          <AttributionField />
        </AttributionProvider>
      </form>,
    );
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('attribution')).toBe('l.source=google&l.campaign=kassen');
  });

  it('parses the posted field (cleaned) and adds the form’s page, nothing invented', () => {
    const posted = new FormData();
    posted.set(
      'attribution',
      'f.source=Newsletter&l.campaign=%3Cb%3Ekassen&l.referrerHost=javascript%3Ax',
    );
    const request = new Request(
      'https://www.hello-site.example/de_DE/hellocash/mollie?gesendet=1',
      {
        method: 'POST',
      },
    );
    expect(leadAttribution(posted, request)).toEqual({
      attribution: {
        firstTouch: { source: 'newsletter' },
        lastTouch: { campaign: 'bkassen' },
        formPath: '/de_DE/hellocash/mollie',
      },
    });
    expect(leadAttribution(new FormData(), request)).toEqual({
      attribution: { formPath: '/de_DE/hellocash/mollie' },
    });
  });
});
