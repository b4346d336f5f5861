import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSection } from 'shared-ui/testing';
import { IndustryPage } from './IndustryPage';

describe('industry pages', () => {
  it('shows a day’s flow and leads the branch check to the checklist', () => {
    renderSection(<IndustryPage industry="cafeGastro" />, { country: 'ES', language: 'de' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verifactu für Café & Gastro' }),
    ).toBeInTheDocument();
    const flow = screen.getByRole('region', { name: 'Ein Tag mit Verifactu' });
    expect(within(flow).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Branchen-Check starten' })).toHaveAttribute(
      'href',
      '/de_ES/hellocash/verifactu/reicht-meine-kasse',
    );
  });

  it('marks the video as coming soon instead of a dead click', () => {
    renderSection(<IndustryPage industry="retail" />);
    const video = screen.getByRole('button', { name: 'Branchenvideo ansehen' });
    expect(video).toBeDisabled();
    expect(video).toHaveAccessibleDescription(/Das Branchenvideo folgt in Kürze\./);
  });

  it('shows the demo receipt in a dialog that returns focus when closed', async () => {
    const user = userEvent.setup();
    renderSection(<IndustryPage industry="hairBeauty" />);
    const open = screen.getByRole('button', { name: /Demo-Beleg ansehen/ });
    await user.click(open);

    // The dialog's code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Demo-Beleg: Salón Marta' });
    expect(dialog).toHaveTextContent('Factura simplificada: T-2027/000143');
    expect(dialog).toHaveTextContent('VERI*FACTU');
    expect(dialog).toHaveTextContent(/TOTAL\s*42,50\s€/);
    expect(
      within(dialog).getByRole('img', { name: 'Demo-QR-Code, nicht prüfbar' }),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
