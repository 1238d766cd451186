/** Names for swagger-ui controls that it leaves unnamed, already translated. */
export interface SwaggerLabels {
  requestBody: string;
  parameter: (name: string) => string;
  mediaType: string;
  example: string;
}

const named = (el: Element) =>
  el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') || ((el as HTMLInputElement).labels?.length ?? 0) > 0;

/**
 * swagger-ui renders a few form controls without a name and code examples that scroll but cannot
 * take focus (WCAG 4.1.2, 2.1.1). This names them and makes the examples focusable; it is run
 * again whenever swagger-ui redraws.
 */
export function labelSwaggerControls(root: Element, labels: SwaggerLabels): void {
  for (const el of root.querySelectorAll('textarea, select, input:not([type="hidden"])')) {
    if (named(el)) continue;
    const param = el.closest('tr[data-param-name]')?.getAttribute('data-param-name');
    if (param) el.setAttribute('aria-label', labels.parameter(param));
    else if (el.tagName === 'TEXTAREA') el.setAttribute('aria-label', labels.requestBody);
    else if (el.tagName === 'SELECT') el.setAttribute('aria-label', labels.mediaType);
  }
  for (const el of root.querySelectorAll('.highlight-code > pre, pre.microlight, .highlight-code .microlight')) {
    if (!el.hasAttribute('tabindex')) {
      el.setAttribute('tabindex', '0');
      el.setAttribute('aria-label', labels.example);
    }
  }
}
