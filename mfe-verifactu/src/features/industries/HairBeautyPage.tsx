import { IndustryPage } from './IndustryPage';

/** The route's page (the shell renders a route's page without props); a module of its own, so a chunk of its own. */
export function HairBeautyPage() {
  return <IndustryPage industry="hairBeauty" />;
}
