import type { RouteObject } from 'react-router-dom';
import type { SectionRoute } from 'shared-ui';
import { isPersonalPage, sectionRouteAt } from './personalPage';

const board: SectionRoute = {
  id: 'feedback.board',
  path: 'feedback/board',
  page: async () => () => null,
  personalCookies: ['board_voter'],
};
const roadmap: SectionRoute = { id: 'feedback.roadmap', path: 'roadmap', page: board.page };

const routes: RouteObject[] = [
  {
    path: '/:locale',
    children: [
      { path: board.path, handle: { kind: 'section', section: 'feedback', route: board } },
      { path: roadmap.path, handle: { kind: 'section', section: 'feedback', route: roadmap } },
      { path: 'ueber-uns', handle: { kind: 'shell', metaKey: 'about' } },
    ],
  },
];

describe('personal pages (rendered from the visitor’s own cookies, never shared)', () => {
  it('finds the section route a path renders', () => {
    expect(sectionRouteAt(routes, '/es_ES/feedback/board')?.id).toBe('feedback.board');
    expect(sectionRouteAt(routes, '/es_ES/ueber-uns')).toBeUndefined();
    expect(sectionRouteAt(routes, '/es_ES/nirgends')).toBeUndefined();
  });

  it('is personal only when the route reads a cookie the request carries', () => {
    const voter = 'pref_theme=dark; board_voter=0b7e6f3a-5c1d-4e2f-9a8b-7c6d5e4f3a2b';
    expect(isPersonalPage(board, voter)).toBe(true);
    expect(isPersonalPage(board, 'pref_theme=dark; board_voter_old=1')).toBe(false);
    expect(isPersonalPage(board, undefined)).toBe(false);
    expect(isPersonalPage(roadmap, voter)).toBe(false);
    expect(isPersonalPage(undefined, voter)).toBe(false);
  });
});
