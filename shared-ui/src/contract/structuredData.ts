import type { JsonLd } from './section';

/** One step of a page's trail: its name and its path below the locale prefix. */
export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList of a detail page: the trail from its section down to it. */
export function breadcrumbList(crumbs: Crumb[], url: (path: string) => string): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  };
}
