import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle, pageMeta } from '../../app/pageMeta';
import { useI18n } from '../../app/useI18n';

/** Keeps the title and description right on client-side navigation (the server wrote the first ones). */
export function useDocumentMeta(): void {
  const matches = useMatches();
  const i18n = useI18n();
  const queryClient = useQueryClient();
  const language = i18n.language;
  useEffect(() => {
    const loaderData = (id: string) => matches.find((match) => match.id === id)?.data;
    const meta = pageMeta(matches, i18n, queryClient, loaderData);
    document.title = documentTitle(meta, i18n);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [matches, i18n, queryClient, language]);
}
