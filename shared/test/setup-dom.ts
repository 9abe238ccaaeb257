// jsdom lacks matchMedia (antd's responsive helpers use it).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// antd / rc-component helpers used in jsdom.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
if (!('MessageChannel' in globalThis)) {
  // A timer-based MessageChannel (node's keeps the event loop alive).
  type Port = { onmessage: ((e: { data: unknown }) => void) | null; postMessage(data: unknown): void; close(): void };
  class MessageChannelStub {
    port1: Port;
    port2: Port;
    constructor() {
      const make = (other: () => Port): Port => ({
        onmessage: null,
        postMessage: (data) => void setTimeout(() => other().onmessage?.({ data }), 0),
        close: () => {},
      });
      this.port1 = make(() => this.port2);
      this.port2 = make(() => this.port1);
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', { writable: true, value: MessageChannelStub });
}
const originalGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (elt: Element) => originalGetComputedStyle(elt);
