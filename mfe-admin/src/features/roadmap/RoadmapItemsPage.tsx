import { useQuery } from '@tanstack/react-query';
import { LANGUAGES, type AdminRoadmapItem } from 'contracts';
import { useSearchParams } from 'react-router-dom';
import { RESULT_PARAM, SENT_PARAM, useLocale } from 'shared-ui';
import { consoleQuery } from '../api/consoleApi';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { Outcome } from '../frame/Outcome';
import { QueryView } from '../frame/QueryView';
import { TableScroll } from '../frame/TableScroll';
import { itemName, RoadmapActions } from './RoadmapActions';
import { RoadmapItemForm } from './RoadmapItemForm';
import { CREATE_ROADMAP_FORM } from './roadmapForms';
import { EDIT_PARAM, ROADMAP_ITEMS_PATH } from './roadmapPaths';
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
      <SentOutcome />
      <QueryView query={query}>
        {(items) => {
          const item = editing ? items.find((candidate) => candidate.id === editing) : undefined;
          return (
            <>
              <ItemTable items={items} />
              {editing && !item ? <p role="alert">{t('roadmap.notFound')}</p> : null}
              {item ? (
                <RoadmapItemForm key={`${item.id}:${item.version}`} item={item} />
              ) : (
                <RoadmapItemForm />
              )}
            </>
          );
        }}
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
    return new Intl.DateTimeFormat(language, {
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
    <TableScroll aria-label={t('roadmap.caption')}>
      <table>
        <caption>{t('roadmap.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('roadmap.order')}</th>
            <th scope="col">{t('roadmap.title')}</th>
            <th scope="col">{t('roadmap.date')}</th>
            <th scope="col">{t('roadmap.status')}</th>
            <th scope="col">{t('roadmap.translations')}</th>
            <th scope="col">{t('roadmap.visibility')}</th>
            <th scope="col">{t('roadmap.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{item.order}</td>
              <th scope="row">
                <span lang="de">{itemName(item)}</span> <code>{item.key}</code>
              </th>
              <td>{dateOf(item)}</td>
              <td>{t(`roadmap.statuses.${item.status}`)}</td>
              <td>
                {LANGUAGES.map((language) =>
                  item.texts[language]
                    ? language.toUpperCase()
                    : `${language.toUpperCase()} (${t('roadmap.missingShort')})`,
                ).join(', ')}
              </td>
              <td>{item.active ? t('roadmap.active') : t('roadmap.inactive')}</td>
              <td>
                <RoadmapActions item={item} />
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
  const { t } = useRoadmapTexts();
  const [search] = useSearchParams();
  const sent = search.get(SENT_PARAM) ?? '';
  const name = search.get(RESULT_PARAM) ?? '';
  const text =
    sent === CREATE_ROADMAP_FORM
      ? t('roadmap.created', { name })
      : sent.startsWith('roadmap-delete:')
        ? t('roadmap.removed')
        : sent.startsWith('roadmap-')
          ? t('roadmap.saved')
          : undefined;
  return text ? <Outcome outcome={{ text, failed: false }} /> : null;
}
