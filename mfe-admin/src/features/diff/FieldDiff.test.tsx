import { screen, within } from '@testing-library/react';
import { renderConsole } from '../../testing/renderConsole';
import { FieldDiff } from './FieldDiff';

const label = (path: string[]) => path.join('/');

describe('FieldDiff', () => {
  it('shows the changed fields only, the words removed and added marked and named', async () => {
    renderConsole(
      <FieldDiff
        before={{ name: 'Matomo', texts: { es: { quote: 'Tengo más clientes.' } } }}
        after={{ name: 'Matomo', texts: { es: { quote: 'Tengo muchos más clientes.' } } }}
        label={label}
      />,
    );
    const diff = await screen.findByTestId('field-diff');
    expect(within(diff).queryByText('name')).toBeNull();
    expect(within(diff).getByText('texts/es/quote').tagName).toBe('DT');
    const added = diff.querySelector('ins');
    expect(added?.textContent).toBe('[hinzugefügt: muchos ]');
    expect(diff.querySelector('del')).toBeNull();
    expect(diff.querySelector('dd')?.textContent).toBe('Tengo [hinzugefügt: muchos ]más clientes.');
  });

  it('marks a replaced word as removed, then added, and says yes and no for a switch', async () => {
    renderConsole(
      <FieldDiff
        before={{ vendor: 'InnoCraft GmbH', active: false }}
        after={{ vendor: 'InnoCraft Ltd.', active: true }}
        label={label}
      />,
      { language: 'es' },
    );
    const diff = await screen.findByTestId('field-diff');
    expect([...diff.querySelectorAll('del')].map((node) => node.textContent)).toEqual([
      '[eliminado: GmbH]',
      '[eliminado: no]',
    ]);
    expect([...diff.querySelectorAll('ins')].map((node) => node.textContent)).toEqual([
      '[añadido: Ltd.]',
      '[añadido: sí]',
    ]);
  });

  it('summarises a record created by its fields, the values one click away', async () => {
    renderConsole(<FieldDiff before={null} after={{ name: 'Neu', vendor: 'X' }} label={label} />, {
      language: 'fr',
    });
    const summary = await screen.findByText('Créé avec\u202f: name, vendor', {
      normalizer: (text) => text,
    });
    expect(summary.tagName).toBe('SUMMARY');
    const added = summary.closest('details')?.querySelectorAll('ins') ?? [];
    expect([...added].map((node) => node.textContent)).toEqual([
      '[ajouté\u202f: Neu]',
      '[ajouté\u202f: X]',
    ]);
  });

  it('shows a dash when nothing changed', async () => {
    const { container } = renderConsole(
      <div data-testid="cell">
        <FieldDiff before={{ a: 1 }} after={{ a: 1 }} label={label} />
      </div>,
    );
    expect((await screen.findByTestId('cell')).textContent).toBe('–');
    expect(container.querySelector('dl')).toBeNull();
  });
});
