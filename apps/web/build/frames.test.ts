import { describe, expect, it } from 'vitest';
import { FRAME_SLOTS } from '@portal/contract';
import { renderFrames, rulesForStyleAttributes } from './frames';

describe('the prerendered first frames', () => {
  it("renders each frame in each language, with the brand's fields left for the server and the page's nonce placeholder", async () => {
    const frames = await renderFrames();
    expect(Object.keys(frames).sort()).toEqual(['auth.en', 'auth.it', 'dashboard.en', 'dashboard.it', 'page.en', 'page.it']);
    expect(frames['auth.en']).toContain(`<h1`);
    expect(frames['auth.en']).toContain(`Sign in to ${FRAME_SLOTS.productTitle}`);
    expect(frames['auth.it']).toContain('Accedi');
    expect(frames['dashboard.en']).toContain('Monthly activity of your clients, accounts, cards and transactions.');
    expect(frames['dashboard.it']).toContain('Attività mensile di clienti, conti, carte e transazioni.');
    expect(frames['page.it']).not.toContain('<h1');
    for (const frame of Object.values(frames)) {
      expect(frame).toContain(`alt="${FRAME_SLOTS.name}"`);
      expect(frame).toContain(`src="data:image/svg+xml;charset=utf-8,${FRAME_SLOTS.logoSvg}"`);
      expect(frame).toContain('role="status"');
      // the theme's variables and Mantine's classes, with the placeholder the server replaces by each page's nonce
      expect(frame.match(/<style[^>]*>/g)?.every((tag) => tag.includes('nonce="page-nonce"'))).toBe(true);
      expect(frame).toContain('--mantine-color-dimmed');
      expect(frame).not.toContain(' style=');
    }
  });
});

describe('style attributes of a prerendered frame', () => {
  it('become rules of one nonced sheet, which the CSP lets in', () => {
    expect(rulesForStyleAttributes('<p style="color:red;font-family:&quot;A&amp;B&quot;">x</p><i style="--g:1">y</i>')).toBe(
      '<style nonce="page-nonce">[data-frame-style="0"]{color:red;font-family:"A&B"}[data-frame-style="1"]{--g:1}</style>' +
        '<p data-frame-style="0">x</p><i data-frame-style="1">y</i>',
    );
  });
});
