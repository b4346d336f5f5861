import { openInNewTab } from './openInNewTab';

const URL = 'https://docs.google.com/presentation/d/abc/edit';

afterEach(() => jest.restoreAllMocks());

describe('opening the slides in a new tab', () => {
  it('reports a blocked popup', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openInNewTab(URL)).toBe(false);
  });

  it('reports a popup the blocker closed at once', () => {
    jest.spyOn(window, 'open').mockReturnValue({ closed: true } as Window);
    expect(openInNewTab(URL)).toBe(false);
  });

  it('cuts the opener and follows a no-referrer link inside the new tab', () => {
    const tabDocument = document.implementation.createHTMLDocument('');
    const tab = { opener: window as unknown, closed: false, document: tabDocument };
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    expect(openInNewTab(URL)).toBe(true);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.href).toBe(URL);
    expect(clicked[0]?.rel).toBe('noreferrer');
    expect(clicked[0]?.ownerDocument).toBe(tabDocument);
  });
});
