/**
 * Socket event handlers that remotes register (spec §7: "Any other event goes to registered
 * handlers"). The host's socket dispatches every event it does not handle itself to
 * `dispatchSocketEvent`. Lives in the shared singleton so host and remotes see one registry.
 */
type SocketHandler = (data: unknown) => void;

const handlers = new Map<string, Set<SocketHandler>>();

/** Registers a handler for a socket event; returns the unregister function. */
export function onSocketEvent(event: string, handler: SocketHandler): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler);
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(event);
  };
}

/** Calls the handlers of `event`; a throwing handler is logged and does not stop the others. */
export function dispatchSocketEvent(event: string, data: unknown): number {
  const set = handlers.get(event);
  if (!set) return 0;
  for (const handler of [...set]) {
    try {
      handler(data);
    } catch (error) {
      console.error(`[shiftdesk] socket handler for "${event}" failed`, error);
    }
  }
  return set.size;
}
