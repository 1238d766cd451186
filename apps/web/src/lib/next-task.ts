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
