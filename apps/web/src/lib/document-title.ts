/**
 * The browser tab's title: the page's own title when a page names itself (WCAG 2.4.2), otherwise
 * the brand's product title. Kept apart so that neither overwrites the other, whatever the order
 * in which the brand and the page set theirs.
 */
let baseTitle = typeof document === 'undefined' ? '' : document.title;
let pageTitle: string | null = null;

function apply() {
  if (typeof document !== 'undefined') document.title = pageTitle ?? baseTitle;
}

/** The brand's product title (set by the brand theme). */
export function setBaseTitle(title: string) {
  baseTitle = title;
  apply();
}

/** The current page's title, or null when it leaves. */
export function setPageTitle(title: string | null) {
  pageTitle = title;
  apply();
}
