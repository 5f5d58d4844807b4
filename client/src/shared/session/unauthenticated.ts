type Handler = () => void;

let handler: Handler = () => undefined;

/** main.tsx registers what "the session ended" means (clear token, reset cache, go to login). */
export function setUnauthenticatedHandler(next: Handler): void {
  handler = next;
}

/** Called by every transport (GraphQL HTTP, GraphQL WebSocket, REST) on a 401. */
export function notifyUnauthenticated(): void {
  handler();
}
