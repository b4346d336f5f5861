import {
  useQuery,
  type FetchQueryOptions,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { PREVIEW_PARAM } from 'contracts/ebook-links';
import { useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { SectionLoaderArgs, SectionLoaderResult } from '../contract/section';
import { colors, radius, space } from '../theme/tokens';

/*
 * A record's preview from the console (`?preview=<token>`, issue 20 item
 * 4): the page shows the record, active or not, and says so. The shell
 * answers such a page no-store and noindex; a list page marks the one
 * previewed record among the others.
 */

/** The console's preview token in the page's URL, if any. */
export function usePreviewToken(): string | undefined {
  return useSearchParams()[0].get(PREVIEW_PARAM) || undefined;
}

/** The same, in a page's loader. */
export const previewTokenOf = (request: Request): string | undefined =>
  new URL(request.url).searchParams.get(PREVIEW_PARAM) || undefined;

/**
 * A list page's loader: the list, or with a preview token its preview (the
 * list with the token's record, marked). A failure stays in the cache (the
 * page shows its state); a bad, expired or foreign token (`null`) is a 404.
 */
export async function loadListOrPreview<T>(
  { request, queryClient }: Pick<SectionLoaderArgs, 'request' | 'queryClient'>,
  list: FetchQueryOptions<T, Error, T, QueryKey>,
  preview: (token: string) => FetchQueryOptions<T | null, Error, T | null, QueryKey>,
): Promise<SectionLoaderResult | void> {
  const token = previewTokenOf(request);
  if (!token) return queryClient.prefetchQuery(list);
  const found = await queryClient.fetchQuery(preview(token)).catch(() => undefined);
  if (found === null) return { status: 404 };
}

type ListQuery<T> = UseQueryOptions<T, Error, T, QueryKey>;

/**
 * A list page's data: the list, or with a preview token in the URL the
 * loader's preview of it (`null`: the token is bad, expired or foreign).
 */
export function useListOrPreview<T>(
  list: ListQuery<T>,
  preview: (token: string) => ListQuery<T | null>,
): UseQueryResult<T | null> {
  const token = usePreviewToken();
  return useQuery(token ? preview(token) : (list as unknown as ListQuery<T | null>));
}

/** What marks the previewed record: a 'Vorschau' note (role=note) in the page's words. */
export const PreviewNote = styled.p.attrs({ role: 'note' })`
  margin: 0 0 ${space.sm};
  padding: ${space.sm} ${space.md};
  border: 2px dashed ${colors.border};
  border-radius: ${radius.md};
  font-weight: 600;
`;

/** The previewed record's frame on its list: the editor finds it at a glance. */
export const previewedFrame = css`
  outline: 3px dashed ${colors.primary};
  outline-offset: 4px;
`;
