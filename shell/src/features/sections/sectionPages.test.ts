import type { SectionRoute } from 'shared-ui';
import { loadSectionPage, sectionPage, sectionPagePromise } from './sectionPages';

function RoadmapPage() {
  return null;
}

const routeWith = (page: () => Promise<unknown>) =>
  ({ id: 'feedback.roadmap', path: 'roadmap', page }) as SectionRoute;

describe('section pages in chunks of their own', () => {
  it('render a page once its module is loaded, not before', async () => {
    const route = routeWith(async () => RoadmapPage);
    expect(sectionPage(route)).toBeUndefined();
    await loadSectionPage(route);
    expect(sectionPage(route)).toBe(RoadmapPage);
  });

  it('give rendering the same failed load (the error boundary shows), while a retry loads again', async () => {
    const loadComponent = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(RoadmapPage);
    const route = routeWith(loadComponent);

    const first = loadSectionPage(route);
    await expect(first).rejects.toThrow('chunk failed');
    expect(sectionPagePromise(route)).toBe(first); // no new request per render
    expect(loadComponent).toHaveBeenCalledTimes(1);

    await expect(loadSectionPage(route)).resolves.toBe(RoadmapPage); // the retry
    expect(sectionPage(route)).toBe(RoadmapPage);
    expect(loadComponent).toHaveBeenCalledTimes(2);
  });

  it('share one request between callers', async () => {
    const loadComponent = jest.fn().mockResolvedValue(RoadmapPage);
    const route = routeWith(loadComponent);
    await Promise.all([loadSectionPage(route), sectionPagePromise(route), loadSectionPage(route)]);
    expect(loadComponent).toHaveBeenCalledTimes(1);
  });
});
