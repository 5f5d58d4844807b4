import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { loadSession } from '../shared/session/auth-store';

initI18n('pl');

// Lazy pages load their chunk on first render; on a busy 2-core CI machine that can take longer
// than Testing Library's default 1 s for findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Chakra / Ark UI use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollTo ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

// No enter/exit animations in tests: Ark UI's presence would wait for an animationend that jsdom never fires.
const noAnimations = document.createElement('style');
noAnimations.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
document.head.appendChild(noAnimations);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // the session store is module state, shared by the files of a worker: each test starts signed out
  loadSession();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
