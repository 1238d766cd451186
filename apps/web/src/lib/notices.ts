import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the host (AppGate does once the first screen is up, in idle time; showNotice does too). */
export function wantNotices() {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/**
 * Whether the host that draws Mantine's notices (app/providers/notices-host.tsx) should be there: from the first notice
 * shown, or once the browser is idle after the first screen (AppGate asks). Their code and styles stay out of the
 * first download and do not compete with it.
 */
export function useNoticesWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

/** Shows a Mantine notice; resolves once it is in Mantine's store (its code loads with the first one, if not before). */
export async function showNotice(notice: NotificationData): Promise<void> {
  wantNotices();
  const { notifications } = await import('@mantine/notifications');
  notifications.show(notice);
}
