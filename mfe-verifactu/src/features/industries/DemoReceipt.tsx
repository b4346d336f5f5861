import { colors, fontSize, space, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { industriesTexts } from './industriesTexts';
import { demoQrModules, QR_SIZE } from './demoQr';
import { receiptTotals, type DemoReceipt as Receipt } from './industries';

const euro = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const money = (cents: number) => euro.format(cents / 100);

/** A simplified invoice (factura simplificada) as a Verifactu register in Spain prints it. */
export function DemoReceipt({ receipt }: { receipt: Receipt }) {
  const { t } = useSectionTexts(industriesTexts);
  const totals = receiptTotals(receipt);
  return (
    <>
      <Paper lang="es">
        <Center>
          <strong>{receipt.shop}</strong>
          <br />
          {receipt.address}
          <br />
          NIF: {receipt.taxId}
        </Center>
        <Rule />
        <p>
          Factura simplificada: {receipt.number}
          <br />
          Fecha: {receipt.issuedAt}
        </p>
        <Rule />
        <Lines>
          <tbody>
            {receipt.lines.map((line) => (
              <tr key={line.description}>
                <td>
                  {line.quantity} × {line.description}
                </td>
                <Amount>{money(line.quantity * line.unitPriceCents)}</Amount>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td>Base imponible</td>
              <Amount>{money(totals.baseCents)}</Amount>
            </tr>
            <tr>
              <td>IVA {receipt.vatRate} %</td>
              <Amount>{money(totals.vatCents)}</Amount>
            </tr>
            <Total>
              <td>TOTAL</td>
              <Amount>{money(totals.totalCents)}</Amount>
            </Total>
          </tfoot>
        </Lines>
        <Rule />
        <Center>
          <QrCode seed={receipt.number} label={t('industries.demoQr')} />
          <br />
          <strong>VERI*FACTU</strong>
          <br />
          Factura verificable en la sede electrónica de la AEAT
          <br />
          Huella: {receipt.fingerprint}
        </Center>
      </Paper>
      <Notes>
        <li>{t('industries.receiptNotes.qr')}</li>
        <li>{t('industries.receiptNotes.mark')}</li>
        <li>{t('industries.receiptNotes.number')}</li>
      </Notes>
    </>
  );
}

function QrCode({ seed, label }: { seed: string; label: string }) {
  const modules = demoQrModules(seed);
  return (
    <Qr
      role="img"
      aria-label={label}
      viewBox={`-2 -2 ${QR_SIZE + 4} ${QR_SIZE + 4}`}
      shapeRendering="crispEdges"
    >
      <rect x={-2} y={-2} width={QR_SIZE + 4} height={QR_SIZE + 4} fill="#fff" />
      {modules.flatMap((row, y) =>
        row.map((dark, x) =>
          dark ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="#000" /> : null,
        ),
      )}
    </Qr>
  );
}

/** Paper stays white in both themes: it is a printed receipt. */
const Paper = styled.div`
  padding: ${space.lg};
  background: #fff;
  color: #111;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: ${fontSize.sm};
  line-height: 1.5;
  border-radius: 4px;
  box-shadow: inset 0 0 0 1px #d1d5db;
  p {
    margin: 0;
  }
`;

const Center = styled.p`
  text-align: center;
`;

const Rule = styled.hr`
  border: 0;
  border-top: 1px dashed #6b7280;
  margin: ${space.sm} 0;
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  td {
    padding: 1px 0;
    vertical-align: top;
  }
`;

const Amount = styled.td`
  text-align: right;
  white-space: nowrap;
  padding-left: ${space.md};
`;

const Total = styled.tr`
  font-weight: 800;
  font-size: ${fontSize.md};
`;

const Qr = styled.svg`
  width: 7rem;
  height: 7rem;
  margin: ${space.sm} auto;
`;

const Notes = styled.ul`
  margin: ${space.md} 0 0;
  padding-left: 1.25rem;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;
