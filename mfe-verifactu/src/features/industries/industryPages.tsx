import { IndustryPage } from './IndustryPage';

/** One component per industry route: the shell renders a route's Component without props. */
export const HairBeautyPage = () => <IndustryPage industry="hairBeauty" />;
export const CafeGastroPage = () => <IndustryPage industry="cafeGastro" />;
export const RetailPage = () => <IndustryPage industry="retail" />;
