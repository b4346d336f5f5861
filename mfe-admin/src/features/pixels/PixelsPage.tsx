import { useQuery } from '@tanstack/react-query';
import type { AdminPixel } from 'contracts';
import { useSearchParams } from 'react-router-dom';
import { consoleQuery } from '../api/consoleApi';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView } from '../frame/QueryView';
import { TableScroll } from '../frame/TableScroll';
import { ListWithEditor } from '../records/ListWithEditor';
import { SentOutcome } from '../records/SentOutcome';
import { PixelActions } from './PixelActions';
import { PixelForm } from './PixelForm';
import { EDIT_PARAM, PIXELS_PATH } from './pixelPaths';
import { PIXEL_FORMS } from './pixelForms';
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
      <PixelsSentOutcome />
      <QueryView query={query}>
        {(pixels) => (
          <ListWithEditor
            records={pixels}
            editing={editing}
            notFound={t('pixels.notFound')}
            list={<PixelTable pixels={pixels} />}
            editor={(pixel) => <PixelForm pixel={pixel} />}
          />
        )}
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

/** What the last post did, after its redirect: said once for the page. */
function PixelsSentOutcome() {
  const { t } = usePixelTexts();
  return (
    <SentOutcome
      prefix={PIXEL_FORMS.prefix}
      text={(form, name) =>
        form === 'create'
          ? t('pixels.created', { name })
          : form === 'delete'
            ? t('pixels.removed')
            : t('pixels.saved')
      }
    />
  );
}
