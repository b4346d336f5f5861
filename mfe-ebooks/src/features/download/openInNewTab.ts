/**
 * Opens `url` in a new tab with no opener and no referrer (SPEC §4), and says
 * whether the browser allowed it (issue 6: a blocked popup gets a visible link).
 *
 * `window.open(url, '_blank', 'noopener,noreferrer')` always returns null, so
 * a blocked popup could not be told from an opened one. Instead a blank tab
 * of our own origin is opened (null means blocked), cut off from this page
 * (`opener = null`), and sent on by a `rel="noreferrer"` link inside it, so
 * the slide host learns neither the opener nor the page it came from.
 * Call it synchronously from the click or submit that asked for it: browsers
 * only allow popups during a user gesture.
 */
export function openInNewTab(url: string): boolean {
  const tab = window.open('', '_blank');
  // Most blockers answer null; some hand out a tab they have already closed.
  if (!tab || tab.closed) return false;
  tab.opener = null;
  const link = tab.document.createElement('a');
  link.href = url;
  link.rel = 'noreferrer';
  tab.document.body.append(link);
  link.click();
  return true;
}
