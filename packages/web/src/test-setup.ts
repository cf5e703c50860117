import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Components mark their parts with data-test (the e2e page objects use the same attribute).
configure({ testIdAttribute: 'data-test' });

// jsdom lacks the browser APIs antd's responsive and virtual-list code calls on mount.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    value: ResizeObserverStub,
  });
}

// jsdom does not implement getComputedStyle with a pseudo element; antd asks for it to measure scrollbars.
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element, pseudoElt?: string | null) =>
  originalGetComputedStyle(elt, pseudoElt ? undefined : pseudoElt);

afterEach(() => {
  cleanup();
});
