import { useQuery } from '@tanstack/react-query';
import type { AdminPixel } from 'contracts';
import { useSearchParams } from 'react-router-dom';
import { RESULT_PARAM, SENT_PARAM } from 'shared-ui';
import { consoleQuery } from '../api/consoleApi';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { Outcome } from '../frame/Outcome';
import { QueryView } from '../frame/QueryView';
import { TableScroll } from '../frame/TableScroll';
import { PixelActions } from './PixelActions';
import { PixelForm } from './PixelForm';
import { CREATE_PIXEL_FORM } from './pixelForms';
import { EDIT_PARAM, PIXELS_PATH } from './pixelPaths';
import { usePixelTexts } from './usePixelTexts';

/** Tracking pixels (admin): the list, a new pixel, the edit of one (`?pixel=<id>`). */
export function PixelsPage() {
  return <ConsoleFrame page="pixels">{() => <Pixels />}</ConsoleFrame>;
}

function Pixels() {
  const { t } = usePixelTexts();
  const [search] = useSearchParams();
  const editing = search.get(EDIT_PARAM);
  const query = useQuery(consoleQuery<AdminPixel[]>(PIXELS_PATH));
  return (
    <>
      <p>{t('pixels.intro')}</p>
      <SentOutcome />
      <QueryView query={query}>
        {(pixels) => {
          const pixel = editing ? pixels.find((candidate) => candidate.id === editing) : undefined;
          return (
            <>
              <PixelTable pixels={pixels} />
              {editing && !pixel ? <p role="alert">{t('pixels.notFound')}</p> : null}
              {pixel ? (
                <PixelForm key={`${pixel.id}:${pixel.version}`} pixel={pixel} />
              ) : (
                <PixelForm />
              )}
            </>
          );
        }}
      </QueryView>
    </>
  );
}

function PixelTable({ pixels }: { pixels: AdminPixel[] }) {
  const { t } = usePixelTexts();
  if (pixels.length === 0) return <p>{t('pixels.empty')}</p>;
  return (
    <TableScroll aria-label={t('pixels.caption')}>
      <table>
        <caption>{t('pixels.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pixels.name')}</th>
            <th scope="col">{t('pixels.vendor')}</th>
            <th scope="col">{t('pixels.category')}</th>
            <th scope="col">{t('pixels.position')}</th>
            <th scope="col">{t('pixels.status')}</th>
            <th scope="col">{t('pixels.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {pixels.map((pixel) => (
            <tr key={pixel.id}>
              <th scope="row">{pixel.name}</th>
              <td>{pixel.vendor}</td>
              <td>{t(`pixels.categories.${pixel.category}`)}</td>
              <td>{t(`pixels.positions.${pixel.position}`)}</td>
              <td>{pixel.active ? t('pixels.active') : t('pixels.inactive')}</td>
              <td>
                <PixelActions pixel={pixel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** What the last post did, after its redirect (`?gesendet=<form>`): said once for the page. */
function SentOutcome() {
  const { t } = usePixelTexts();
  const [search] = useSearchParams();
  const sent = search.get(SENT_PARAM) ?? '';
  const name = search.get(RESULT_PARAM) ?? '';
  const text =
    sent === CREATE_PIXEL_FORM
      ? t('pixels.created', { name })
      : sent.startsWith('pixel-delete:')
        ? t('pixels.removed')
        : sent.startsWith('pixel-')
          ? t('pixels.saved')
          : undefined;
  return text ? <Outcome outcome={{ text, failed: false }} /> : null;
}
