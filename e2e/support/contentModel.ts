/**
 * HTML content-model rules the Nu HTML checker reported on served pages
 * (issue 40), checked on the parsed document the server sends: each returns
 * one line per offending element, so a failure names what broke.
 */

/** Elements whose content is phrasing only: a paragraph inside one is an error. */
const PHRASING_ONLY = ['span', 'label', 'strong', 'em', 'small', 'b', 'i', 'button', 'time'];

const describe = (element: Element): string => element.outerHTML.replace(/\s+/g, ' ').slice(0, 160);

/** A figcaption is a figure's child, its first or its last element. */
function misplacedFigcaptions(document: Document): string[] {
  return [...document.querySelectorAll('figcaption')]
    .filter((caption) => {
      const parent = caption.parentElement;
      if (parent?.localName !== 'figure') return true;
      return caption !== parent.firstElementChild && caption !== parent.lastElementChild;
    })
    .map(describe);
}

/** No `<p>` where only phrasing content may be (a span, a label, …). */
function paragraphsInPhrasing(document: Document): string[] {
  const selector = PHRASING_ONLY.map((name) => `${name} p`).join(', ');
  return [...document.querySelectorAll(selector)].map(describe);
}

/**
 * HTML's valid date/time strings a `<time datetime>` may hold (month, date,
 * yearless date, year, week, time, local or global date and time, duration).
 */
const TIME_VALUE = [
  /^\d{4,}-\d{2}$/,
  /^\d{4,}-\d{2}-\d{2}$/,
  /^-?-?\d{2}-\d{2}$/,
  /^\d{4,}$/,
  /^\d{4,}-W\d{2}$/,
  /^\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/,
  /^\d{4,}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/,
  /^P(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d{1,3})?S)?)?$/,
];

/** Every `<time>` carries a valid datetime (or is one in its text, when it has none). */
function timesWithoutValidDatetime(document: Document): string[] {
  return [...document.querySelectorAll('time')]
    .filter((time) => {
      const value = (time.getAttribute('datetime') ?? time.textContent ?? '').trim();
      return !TIME_VALUE.some((pattern) => pattern.test(value));
    })
    .map(describe);
}

/** A popovertarget button's expanded state is the browser's: no aria-expanded beside it. */
function expandedPopoverButtons(document: Document): string[] {
  return [...document.querySelectorAll('[popovertarget][aria-expanded]')].map(describe);
}

/** URLs in link hrefs are valid: no whitespace (a data URI escapes its spaces as %20). */
function linkHrefsWithSpaces(document: Document): string[] {
  return [...document.querySelectorAll('link[href]')]
    .filter((link) => /\s/.test(link.getAttribute('href') ?? ''))
    .map(
      (link) => `${link.getAttribute('rel')}: ${(link.getAttribute('href') ?? '').slice(0, 80)}`,
    );
}

export function contentModelProblems(document: Document): Record<string, string[]> {
  return {
    figcaption: misplacedFigcaptions(document),
    paragraphInPhrasing: paragraphsInPhrasing(document),
    time: timesWithoutValidDatetime(document),
    popoverAriaExpanded: expandedPopoverButtons(document),
    hrefWhitespace: linkHrefsWithSpaces(document),
  };
}
