import { useSyncExternalStore } from 'react';

type Listener = () => void;

interface Store<T> {
  getState: () => T;
  /** The state the server rendered with (server-rendered first load): what React reads
   *  on the server and while hydrating, so the first client render matches the HTML; after
   *  hydration it re-renders with getState if they differ. */
  getServerState: () => T;
  setServerState: (state: T | null) => void;
  setState: (update: Partial<T> | ((state: T) => Partial<T>)) => void;
  subscribe: (listener: Listener) => () => void;
}

/** A minimal external store (no Redux): state lives outside React, components subscribe to slices. */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  let serverState: T | null = null;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    getServerState: () => serverState ?? state,
    setServerState: (next) => {
      serverState = next;
    },
    setState: (update) => {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T extends object, S>(store: Store<T>, selector: (state: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getServerState()),
  );
}
