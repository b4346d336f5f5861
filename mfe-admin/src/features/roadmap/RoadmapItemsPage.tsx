import { useQuery } from '@tanstack/react-query';
import { LANGUAGES, type AdminRoadmapItem } from 'contracts';
import { useSearchParams } from 'react-router-dom';
import { dateTimeFormat, useLocale } from 'shared-ui';
import { consoleQuery } from '../api/consoleApi';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView } from '../frame/QueryView';
import { ConsoleTable } from '../frame/ConsoleTable';
import { ListWithEditor } from '../records/ListWithEditor';
import { SentOutcome } from '../records/SentOutcome';
import { itemName, RoadmapActions } from './RoadmapActions';
import { RoadmapItemForm } from './RoadmapItemForm';
import { EDIT_PARAM, ROADMAP_ITEMS_PATH } from './roadmapPaths';
import { ROADMAP_FORMS } from './roadmapForms';
import { useRoadmapTexts } from './useRoadmapTexts';

/** The roadmap's items (admins, editors): the list, a new item, the edit of one (`?eintrag=<id>`). */
export function RoadmapItemsPage() {
  return <ConsoleFrame page="roadmap">{() => <RoadmapItems />}</ConsoleFrame>;
}

function RoadmapItems() {
  const { t } = useRoadmapTexts();
  const [search] = useSearchParams();
  const editing = search.get(EDIT_PARAM);
  const query = useQuery(consoleQuery<AdminRoadmapItem[]>(ROADMAP_ITEMS_PATH));
  return (
    <>
      <p>{t('roadmap.intro')}</p>
      <RoadmapSentOutcome />
      <QueryView query={query}>
        {(items) => (
          <ListWithEditor
            records={items}
            editing={editing}
            notFound={t('roadmap.notFound')}
            list={<ItemTable items={items} />}
            editor={(item) => <RoadmapItemForm item={item} />}
          />
        )}
      </QueryView>
    </>
  );
}

/** A day, month or quarter as the member reads it (the public page formats it the same way). */
function useItemDate() {
  const language = useLocale((state) => state.language);
  return (item: AdminRoadmapItem) => {
    const at = new Date(`${item.date}T00:00:00Z`);
    if (item.precision === 'quarter')
      return `Q${Math.floor(at.getUTCMonth() / 3) + 1} ${at.getUTCFullYear()}`;
    return dateTimeFormat(language, {
      ...(item.precision === 'month' ? { month: 'long' } : { day: '2-digit', month: '2-digit' }),
      year: 'numeric',
      timeZone: 'UTC',
    }).format(at);
  };
}

function ItemTable({ items }: { items: AdminRoadmapItem[] }) {
  const { t } = useRoadmapTexts();
  const dateOf = useItemDate();
  if (items.length === 0) return <p>{t('roadmap.empty')}</p>;
  return (
    <ConsoleTable
      caption={t('roadmap.caption')}
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        { key: 'order', label: t('roadmap.order'), cell: (item) => item.order },
        {
          key: 'title',
          label: t('roadmap.title'),
          rowHeader: true,
          cell: (item) => (
            <>
              <span lang="de">{itemName(item)}</span> <code>{item.key}</code>
            </>
          ),
        },
        { key: 'date', label: t('roadmap.date'), cell: dateOf },
        {
          key: 'status',
          label: t('roadmap.status'),
          cell: (item) => t(`roadmap.statuses.${item.status}`),
        },
        {
          key: 'translations',
          label: t('roadmap.translations'),
          cell: (item) =>
            LANGUAGES.map((language) =>
              item.texts[language]
                ? language.toUpperCase()
                : `${language.toUpperCase()} (${t('roadmap.missingShort')})`,
            ).join(', '),
        },
        {
          key: 'visibility',
          label: t('roadmap.visibility'),
          cell: (item) => (item.active ? t('roadmap.active') : t('roadmap.inactive')),
        },
        {
          key: 'actions',
          label: t('roadmap.actions'),
          cell: (item) => <RoadmapActions item={item} />,
        },
      ]}
    />
  );
}

/** What the last post did, after its redirect: said once for the page. */
function RoadmapSentOutcome() {
  const { t } = useRoadmapTexts();
  return (
    <SentOutcome
      prefix={ROADMAP_FORMS.prefix}
      text={(form, name) =>
        form === 'create'
          ? t('roadmap.created', { name })
          : form === 'delete'
            ? t('roadmap.removed')
            : t('roadmap.saved')
      }
    />
  );
}
