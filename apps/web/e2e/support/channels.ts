import type { Page } from '@playwright/test';

type Channel = WebSocket & { closedByApp?: boolean; marked?: boolean };
type Tracked = Window & { __channels?: Channel[] };

/**
 * Records the page's live-channel WebSockets (socket.io) as the page creates them, and which of them the app itself
 * closed: installed before the app's scripts run, so the socket client, which takes the WebSocket constructor when it
 * loads, builds them through it. Per page: a socket of an earlier page cannot be counted (Playwright's websocket events
 * could: the first page's socket, opened after the test had cleared its list, was the likely cause of a failure in CI).
 */
export async function trackChannels(page: Page) {
  await page.addInitScript(() => {
    const channels: Channel[] = [];
    (window as Tracked).__channels = channels;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (String(url).includes('/socket.io/')) channels.push(this);
      }
      close(code?: number, reason?: string) {
        (this as Channel).closedByApp = true;
        super.close(code, reason);
      }
    };
  });
}

/** Marks the channels open now, and answers how many there are. */
export async function markOpenChannels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const open = ((window as Tracked).__channels ?? []).filter((ws) => ws.readyState === WebSocket.OPEN);
    for (const ws of open) ws.marked = true;
    return open.length;
  });
}

/** The marked channels the app has not closed, and the others that are still open or opening (called after the mark). */
export async function channelsLeftOpen(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      ((window as Tracked).__channels ?? []).filter((ws) =>
        ws.marked ? !ws.closedByApp : !ws.closedByApp && ws.readyState !== WebSocket.CLOSED,
      ).length,
  );
}
