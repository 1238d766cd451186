import { useEffect, useState } from 'react';

/**
 * Resolves in a task of its own: a message to itself, which a background tab does not slow down as it does timers
 * (React's scheduler yields the same way).
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * False on the first render, true from a task after the one that committed it: what it guards renders in a task of
 * its own, after the browser could paint and answer input, not in one long task with what rendered before it. Preact
 * renders an update in one go (React's transitions, which sliced the work, do not exist there: README, "React's API on
 * Preact"), so the gate opens this way (AppGate).
 */
export function useAfterThisTask(when = true): boolean {
  return useAfterTasks(1, when);
}

/**
 * As useAfterThisTask, `tasks` tasks later (0: at once): pieces of a screen given 1, 2, 3... render one per task, each
 * short, instead of all in the screen's first render (the dashboard's charts).
 */
export function useAfterTasks(tasks: number, when = true): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!when || tasks <= 0) return undefined;
    let current = true;
    void (async () => {
      for (let i = 0; i < tasks; i += 1) await nextTask();
      if (current) setAfter(true);
    })();
    return () => {
      current = false;
    };
  }, [when, tasks]);
  return when && (tasks <= 0 || after);
}
