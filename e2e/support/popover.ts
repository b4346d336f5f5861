import type { Locator, Page } from '@playwright/test';

/** Whether a native popover is showing (the browser's own state, not a class or attribute). */
export function popoverOpen(popover: Locator): Promise<boolean> {
  return popover.evaluate((element) => element.matches(':popover-open'));
}

/**
 * The expanded state Chromium's accessibility tree gives a button, what a
 * screen reader hears: for a `popovertarget` button the browser derives it
 * from its popover (an `aria-expanded` beside it is an HTML error).
 * Playwright's toBeExpanded() reads the attribute only, hence the tree.
 */
export async function announcedExpanded(page: Page, button: Locator): Promise<unknown> {
  const client = await page.context().newCDPSession(page);
  const probe = 'data-ax-probe';
  await button.evaluate((element, name) => element.setAttribute(name, ''), probe);
  try {
    const { root } = await client.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await client.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[${probe}]`,
    });
    const { nodes } = await client.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value;
  } finally {
    await button.evaluate((element, name) => element.removeAttribute(name), probe);
    await client.detach();
  }
}
