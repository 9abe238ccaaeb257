// Browser APIs jsdom lacks, for every front-end package's component tests.
// jsdom lacks a few browser APIs antd relies on.
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

if (!('ResizeObserver' in window)) {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver });
}

// antd measures scrollbars with getComputedStyle(el, '::-webkit-scrollbar'), which jsdom rejects.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => realGetComputedStyle(el);

// react-router 7 needs TextEncoder, which jest's jsdom environment does not provide.
import { TextDecoder, TextEncoder } from 'node:util';

if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });

// @rc-component/form schedules macro tasks with MessageChannel, missing in jest's jsdom.
if (!('MessageChannel' in globalThis)) {
  type Handler = ((e: { data: unknown }) => void) | null;
  class FakePort {
    onmessage: Handler = null;
    other: FakePort | null = null;
    postMessage(data: unknown) {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    start() {}
    close() {}
    addEventListener() {}
    removeEventListener() {}
  }
  class FakeMessageChannel {
    port1 = new FakePort();
    port2 = new FakePort();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: FakeMessageChannel });
}

// findBy*/waitFor give up after one second by default. Beside the browser lane a 2-core machine
// can take several seconds to render an antd form in jsdom, so the default turns load into
// failures; this is a hang guard, not a budget (each test still has its own timeout).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 30_000 });
