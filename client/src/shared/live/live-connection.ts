import { useEffect, useRef } from 'react';

/**
 * The live channel's (graphql-ws) connections, as events: a screen kept live by a subscription
 * refetches its list each time the channel (re)connects. An event published while the channel was
 * down (a handheld out of Wi-Fi), or in the moment between the screen's first query and its
 * subscription being registered, would otherwise reach the screen only with its next poll.
 */
const listeners = new Set<() => void>();

/** Called by the Apollo client's WebSocket on every acknowledged connection, first and retries. */
export function announceLiveConnected(): void {
  listeners.forEach((l) => l());
}

function onLiveConnected(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Runs `refetch` whenever the live channel (re)connects while the calling screen is open. */
export function useRefetchOnLiveConnect(refetch: () => unknown): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => onLiveConnected(() => void latest.current()), []);
}
