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

// @rc-component/util's useId returns the constant 'test-id' whenever NODE_ENV is 'test', so every
// antd drawer/modal title, select input and tree node gets the same id: a dialog's
// aria-labelledby then points at whichever of them comes first in the document (e.g. the
// table's page-size select) and *ByRole('dialog', {name}) cannot find it. Use React's useId
// (unique ids, as in the browser); an explicit id still wins.
{
  const antdDir = require.resolve('antd');
  for (const flavour of ['lib', 'es']) {
    const path = require.resolve(`@rc-component/util/${flavour}/hooks/useId`, { paths: [antdDir] });
    jest.doMock(path, () => {
      const { useId } = jest.requireActual<typeof import('react')>('react');
      const real = jest.requireActual(path);
      const uniqueUseId = (id?: string) => {
        const reactId = useId();
        return id || reactId;
      };
      return { ...real, __esModule: true, default: uniqueUseId };
    });
  }
}
