import type { ShellPageLoaderArgs } from '../../app/shellPageLoaderArgs';
import {
  countryStoriesQuery,
  featuredEbooksQuery,
  HOME_BRANDS,
  productLineQuery,
} from './homeQueries';
import { loadHomeBlocks } from './homeBlocksChunk';

/**
 * The home page's blocks, loaded together (server and navigation; on a
 * navigation their code too). Never throws: a block whose data failed is
 * left out, the hero stays.
 */
export async function loadHome({ queryClient, country, language }: ShellPageLoaderArgs) {
  await Promise.all([
    // A failed chunk is the lazy component's to retry; the data is loaded anyway.
    typeof document === 'undefined' ? null : loadHomeBlocks().catch(() => null),
    queryClient.prefetchQuery(featuredEbooksQuery(country, language)),
    ...HOME_BRANDS.map((brand) =>
      queryClient.prefetchQuery(productLineQuery(brand, country, language)),
    ),
    queryClient.prefetchQuery(countryStoriesQuery(country, language)),
  ]);
  return null;
}
