import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, useStore } from '../../shared/store/create-store';
import { BREAKPOINT_PX, setServerViewportWidth, useMinWidth } from '../../shared/hooks/use-min-width';

/** What a component reads from a store or the window while hydrating is what the server
 *  rendered with, so hydration keeps the server's HTML; right after, the browser's own state shows. */
describe('hydrating a server render', () => {
  afterEach(() => setServerViewportWidth(null));

  const store = createStore({ who: 'browser' });
  function Shell() {
    const who = useStore(store, (s) => s.who);
    const wide = useMinWidth(BREAKPOINT_PX.md);
    return (
      <p>
        {who} {wide ? 'wide' : 'phone'}
      </p>
    );
  }

  it('hydrates with the server state without a mismatch, then renders with the browser state', async () => {
    store.setServerState({ who: 'server' });
    setServerViewportWidth(1366);
    const html = renderToString(<Shell />);
    expect(html).toContain('server');
    expect(html).toContain('wide');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    await act(async () => {
      hydrateRoot(container, <Shell />, { onRecoverableError: (err) => errors.push(err) });
    });
    observer.disconnect();
    expect(errors).toEqual([]);
    // jsdom's matchMedia matches nothing: the browser here is a phone
    expect(container.textContent).toBe('browser phone');
    expect(seen.length).toBeGreaterThan(0);
    container.remove();
  });

  it('a mismatch without the server state is caught (the check above can fail)', async () => {
    store.setServerState(null);
    const html = renderToString(<Shell />).replace('browser', 'server');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Shell />, { onRecoverableError: (err) => errors.push(err) });
    });
    expect(errors.length).toBeGreaterThan(0);
  });
});
