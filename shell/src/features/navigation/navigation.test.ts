import { menus, visibleItems } from './navigation';

describe('navigation', () => {
  const posMenu = menus.find((menu) => menu.key === 'posMenu')!;

  it('offers the Verifactu entry to visitors from Spain only', () => {
    expect(visibleItems(posMenu.items, 'ES').map((item) => item.key)).toContain('verifactu');
    expect(visibleItems(posMenu.items, 'DE').map((item) => item.key)).not.toContain('verifactu');
    expect(visibleItems(posMenu.items, 'FR').map((item) => item.key)).not.toContain('verifactu');
  });

  it('builds the brand menu from the configured brand slug', () => {
    const brandMenu = menus.find((menu) => menu.key === 'brandMenu')!;
    expect(brandMenu.items.map((item) => item.path)).toEqual([
      'hellomarketing',
      'hellomarketing/website-loesung',
      'hellomarketing/social-media-loesung',
    ]);
  });

  it.each([
    ['DE', ['hellocash/pos-system', 'hellocash/vorteile']],
    ['ES', ['hellocash/sistema-tpv', 'hellocash/ventajas-hellocash']],
    ['FR', ['hellocash/logiciel-de-caisse', 'hellocash/avantages-hellocash']],
  ] as const)("leads visitors from %s to their country's product pages", (country, paths) => {
    const keys = ['posSystem', 'benefits'];
    const items = visibleItems(posMenu.items, country).filter((item) => keys.includes(item.key));
    expect(items.map((item) => item.path)).toEqual(paths);
  });
});
