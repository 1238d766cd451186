// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { labelSwaggerControls } from './label-swagger';

const labels = { requestBody: 'Request body', parameter: (n: string) => `Parameter ${n}`, mediaType: 'Media type', example: 'Example' };

describe('naming swagger-ui controls', () => {
  it('names unnamed controls and makes code examples focusable, leaving named ones alone', () => {
    document.body.innerHTML = `<div id="root">
      <table><tr data-param-name="type"><td><select></select></td></tr></table>
      <textarea class="body-param__text"></textarea>
      <select class="content-type"></select>
      <label>Take <input id="x"></label>
      <div class="highlight-code"><pre class="microlight">{}</pre></div>
    </div>`;
    const root = document.getElementById('root')!;
    labelSwaggerControls(root, labels);
    expect(root.querySelector('tr select')!.getAttribute('aria-label')).toBe('Parameter type');
    expect(root.querySelector('textarea')!.getAttribute('aria-label')).toBe('Request body');
    expect(root.querySelector('select.content-type')!.getAttribute('aria-label')).toBe('Media type');
    expect(root.querySelector('input')!.hasAttribute('aria-label')).toBe(false);
    expect(root.querySelector('pre')!.getAttribute('tabindex')).toBe('0');
  });
});
