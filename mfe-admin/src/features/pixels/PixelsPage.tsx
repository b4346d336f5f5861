import { useQuery } from '@tanstack/react-query';
import type { AdminPixel } from 'contracts';
import { useSearchParams } from 'react-router-dom';
import { consoleQuery } from '../api/consoleApi';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView } from '../frame/QueryView';
import { ConsoleTable } from '../frame/ConsoleTable';
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
    <ConsoleTable
      caption={t('pixels.caption')}
      rows={pixels}
      rowKey={(pixel) => pixel.id}
      columns={[
        { key: 'name', label: t('pixels.name'), rowHeader: true, cell: (pixel) => pixel.name },
        { key: 'vendor', label: t('pixels.vendor'), cell: (pixel) => pixel.vendor },
        {
          key: 'category',
          label: t('pixels.category'),
          cell: (pixel) => t(`pixels.categories.${pixel.category}`),
        },
        {
          key: 'position',
          label: t('pixels.position'),
          cell: (pixel) => t(`pixels.positions.${pixel.position}`),
        },
        {
          key: 'status',
          label: t('pixels.status'),
          cell: (pixel) => (pixel.active ? t('pixels.active') : t('pixels.inactive')),
        },
        {
          key: 'actions',
          label: t('pixels.actions'),
          cell: (pixel) => <PixelActions pixel={pixel} />,
        },
      ]}
    />
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
