import type { SiteMenuEntry } from '../sections/siteTable';
import { menuItems, shellMenuEntries } from './navigation';

const label = (text: string) => ({ de: text, es: `${text} (es)`, fr: `${text} (fr)` });
const sectionEntries: SiteMenuEntry[] = [
  {
    menu: 'top',
    section: 'ebooks',
    path: 'social-media-tipps-und-tricks',
    order: 50,
    label: label('E-Books'),
  },
  { menu: 'top', section: 'feedback', path: 'roadmap', order: 40, label: label('Ausblick') },
  {
    menu: 'pos',
    section: 'verifactu',
    path: 'hellocash/verifactu',
    order: 50,
    countries: ['ES'],
    label: label('Verifactu'),
  },
  {
    menu: 'pos',
    section: 'products',
    path: 'hellocash/pos-system',
    order: 20,
    countries: ['DE'],
    label: label('Kassensystem'),
  },
  {
    menu: 'pos',
    section: 'products',
    path: 'hellocash/sistema-tpv',
    order: 20,
    countries: ['ES'],
    label: label('Kassensystem'),
  },
];
const all = [...shellMenuEntries, ...sectionEntries];

describe('navigation', () => {
  it("merges the shell's and the sections' entries of a menu in their order", () => {
    expect(menuItems(all, 'top', 'DE', 'de').map((item) => item.label)).toEqual([
      'Home',
      'Was?',
      'helloCash <> helloMarketing',
      'Ausblick',
      'E-Books',
    ]);
  });

  it("labels entries in the visitor's language", () => {
    expect(menuItems(all, 'top', 'DE', 'fr').map((item) => item.label)).toContain('Ausblick (fr)');
  });

  it('offers an entry only to visitors of its countries, leading each to its own page', () => {
    expect(menuItems(all, 'pos', 'ES', 'es').map((item) => item.path)).toEqual([
      'hellocash/sistema-tpv',
      'hellocash/verifactu',
    ]);
    expect(menuItems(all, 'pos', 'DE', 'de').map((item) => item.path)).toEqual([
      'hellocash/pos-system',
    ]);
    expect(menuItems(all, 'pos', 'FR', 'fr')).toEqual([]);
  });

  it('gives every item a key unique within its menu', () => {
    const keys = menuItems(all, 'top', 'DE', 'de').map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
