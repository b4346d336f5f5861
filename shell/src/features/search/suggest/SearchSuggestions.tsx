import { useCallback, useId, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  colors,
  fontSize,
  radius,
  space,
  useLocalePath,
  useTranslation,
  VisuallyHidden,
} from 'shared-ui';
import styled from 'styled-components';
import { HighlightedText } from '../HighlightedText';
import { useComboboxField, useListState } from './useComboboxField';
import { useSuggestions } from './useSuggestions';

/**
 * The header's suggestions as you type (its own chunk, loaded on the field's
 * first focus): up to six results, each labelled with its kind and a real
 * link; the number of results said politely to screen readers.
 */
export default function SearchSuggestions({ input }: { input: HTMLInputElement }) {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const navigate = useNavigate();
  const listboxId = useId();
  const { text, active, closed, close, move } = useListState(input);
  const answer = useSuggestions(text);
  const hits = answer?.hits ?? [];
  const count = closed ? 0 : hits.length;
  const optionId = useCallback((at: number) => `${listboxId}-${at}`, [listboxId]);
  const open = useCallback(
    (href: string) => {
      close();
      void navigate(href);
    },
    [close, navigate],
  );
  const choose = useCallback(
    (at: number) => {
      const hit = answer?.hits[at];
      if (hit) open(to(hit.path));
    },
    [open, to, answer],
  );
  useComboboxField(
    input,
    { listboxId, available: hits.length, count, active, optionId },
    { move, close, choose },
  );
  return (
    <>
      <VisuallyHidden role="status">
        {answer && answer.total > 0 ? t('search.hitCount', { count: answer.total }) : null}
        {answer && answer.total === 0 ? t('search.none', { query: answer.query }) : null}
      </VisuallyHidden>
      <Listbox
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestionsLabel')}
        hidden={!count}
      >
        {hits.slice(0, count).map((hit, at) => (
          <Option
            key={`${hit.path}-${at}`}
            id={optionId(at)}
            role="option"
            aria-selected={at === active}
            href={to(hit.path)}
            tabIndex={-1}
            // The field keeps the focus (and the list stays open) while the pointer picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => followInApp(event, open)}
          >
            <Kind>{t(`search.kinds.${hit.kind}`)}</Kind>{' '}
            <span>
              <HighlightedText parts={hit.title} />
            </span>
          </Option>
        ))}
      </Listbox>
    </>
  );
}

/** A plain click navigates in the app; with a modifier (new tab, window) the link does its own. */
function followInApp(event: MouseEvent<HTMLAnchorElement>, open: (href: string) => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  open(event.currentTarget.getAttribute('href') ?? '');
}

/*
 * Below the field from 40rem; on a phone the form is not positioned, so the
 * list spans the fixed header's width below it: 375 px wide screens included.
 */
const Listbox = styled.div`
  position: absolute;
  top: 100%;
  left: ${space.sm};
  right: ${space.sm};
  z-index: 60;
  display: grid;
  margin-top: ${space.xs};
  padding: ${space.xs};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  background: ${colors.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
  &[hidden] {
    display: none;
  }
  @media (min-width: 40rem) {
    left: auto;
    right: 0;
    width: min(26rem, calc(100vw - 2 * ${space.md}));
  }
`;

const Option = styled.a`
  display: flex;
  align-items: baseline;
  gap: ${space.sm};
  padding: ${space.sm};
  border-radius: ${radius.sm};
  color: ${colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &[aria-selected='true'],
  &:hover {
    background: ${colors.surfaceMuted};
    outline: 2px solid ${colors.primary};
    outline-offset: -2px;
  }
  mark {
    background: none;
    color: inherit;
    font-weight: 700;
  }
`;

const Kind = styled.span`
  flex: none;
  padding: 0 ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  font-size: ${fontSize.sm};
  font-weight: 600;
`;
