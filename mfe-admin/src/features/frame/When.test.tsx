import { render, screen } from '@testing-library/react';
import { createI18n, I18nProvider } from 'shared-ui';
import { When } from './When';

describe('a moment in a console table', () => {
  it('is short, with the full date and time on hover and the exact value in datetime', () => {
    const iso = '2024-11-29T14:05:00.000Z';
    render(
      <I18nProvider i18n={createI18n('de')}>
        <When iso={iso} />
      </I18nProvider>,
    );
    const time = screen.getByText('29.11.2024, 14:05');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', iso);
    expect(time.getAttribute('title')).toMatch(/29\. Nov\. 2024.*14:05.*UTC/);
  });
});
