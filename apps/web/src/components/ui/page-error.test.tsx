// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderMarkupWithKeys } from '../../testing/jsdom-setup';
import { ApiError } from '../../lib/api-error';
import { PageError } from './page-error';

// Each text renders as its catalogue key, which tells the two screens apart.
function render(error?: unknown): string {
  return renderMarkupWithKeys(
    <MantineProvider>
      <PageError onRetry={() => undefined} error={error} />
    </MantineProvider>,
  );
}

describe('PageError', () => {
  it("says the member's role does not include the screen when the server refused for it (403 forbidden), without a retry", () => {
    const html = render(new ApiError({ status: 403, statusText: 'Forbidden', payload: { error: 'forbidden', permission: 'audit.read' } }));
    expect(html).toContain('app.forbiddenTitle');
    expect(html).not.toContain('app.retry');
  });

  it('offers to try again for any other failure, a 403 for another reason included', () => {
    for (const error of [
      undefined,
      new Error('network'),
      new ApiError({ status: 500, statusText: 'Internal Server Error', payload: null }),
      new ApiError({ status: 403, statusText: 'Forbidden', payload: { error: 'step_up_required' } }),
    ]) {
      const html = render(error);
      expect(html).toContain('app.loadFailedTitle');
      expect(html).toContain('app.retry');
      expect(html).not.toContain('app.forbiddenTitle');
    }
  });
});
