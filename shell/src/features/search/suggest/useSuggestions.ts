import { useEffect, useState } from 'react';
import { useLocale } from 'shared-ui';
import { boundedQuery, type SearchHit } from '../searchAnswer';
import { searchJsonPath } from '../searchQuery';

/** Wait this long after the last key before asking: a request per word, not per letter. */
const SUGGEST_DELAY_MS = 150;
/** Suggestions shown below the field; the search page has the rest. */
const MAX_SUGGESTIONS = 6;

interface Suggested {
  /** The query the server answered (bounded as the server bounds it). */
  query: string;
  total: number;
  hits: SearchHit[];
}

/**
 * The server's answer to what is in the field, asked after a short pause
 * with `vorschlag=1` (typing is no search: not counted as a miss). A newer
 * query aborts the request of the one before, so an old answer never
 * replaces a newer one; a failed request (offline, rate limit) shows none.
 */
export function useSuggestions(text: string): Suggested | undefined {
  const { language, country } = useLocale();
  const query = boundedQuery(text);
  const [answer, setAnswer] = useState<Suggested>();
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const path = searchJsonPath({ language, country, query, page: 1 }, true);
      fetch(path, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<Suggested>) : undefined))
        .then((found) =>
          setAnswer(
            found && {
              query,
              total: found.total,
              hits: found.hits.slice(0, MAX_SUGGESTIONS),
            },
          ),
        )
        .catch(() => undefined);
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, language, country]);
  // Only the answer to what the field holds now: an empty field shows nothing.
  return answer?.query === query && query ? answer : undefined;
}
