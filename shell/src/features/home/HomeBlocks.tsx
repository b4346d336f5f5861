import { ClosingCta } from './ClosingCta';
import { FeaturedEbooks } from './FeaturedEbooks';
import { HomeStories } from './HomeStories';
import { ProductLines } from './ProductLines';

/**
 * What the home page sells below the hero (issue 19, item 2): featured
 * e-books, both product lines, stories of the visitor's country and a
 * closing call to action — rendered by the server from the loader's data.
 */
export default function HomeBlocks() {
  return (
    <>
      <FeaturedEbooks />
      <ProductLines />
      <HomeStories />
      <ClosingCta />
    </>
  );
}
