import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { usePackingQueue } from './use-packing-queue';

/** A server with one document, its lock as the test sets it; the queue's answers are held until
 *  the test lets each one go, as a slow network would. */
function slowServer() {
  const state = { locked: false };
  const held: Array<() => void> = [];
  // the live channel's subscribers (the hook's subscription), to publish events to
  const subscribers: Array<{ next(result: { data: Record<string, unknown> }): void }> = [];
  const doc = () => ({
    __typename: 'Document',
    id: 1,
    number: 'ZAM/1',
    customer: 'Jan Kowalski',
    shippingMethod: 'Kurier',
    wantsInvoice: false,
    paymentsCod: false,
    is_pickup: false,
    pickup_place: null,
    is_locked: state.locked,
    lockExpired: false,
    lockedById: state.locked ? 2 : null,
    lockedByName: state.locked ? 'Beata Biurowa' : null,
    lockedAt: state.locked ? '2026-12-06T10:00:00.000Z' : null,
    status: state.locked ? 'LOCKED' : 'NEW',
    error: false,
    createdAt: '2026-12-06T09:00:00.000Z',
  });
  // Queries go through Apollo's real HttpLink (it hands over an answer and completes its request in
  // separate promise steps, which a refetch must not fall between); its fetch reads the answer
  // when the request is sent and delivers it when the test says so.
  const fetch = async (_uri: RequestInfo | URL, init?: RequestInit) => {
    const answer = { data: { documents: { __typename: 'DocumentList', totalCount: 1, totalPages: 1, items: [doc()] } } };
    expect(JSON.parse(String(init?.body)).operationName).toBe('DocumentList');
    return new Promise<Response>((resolve) => held.push(() => resolve(new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }))));
  };
  const live = new ApolloLink(
    () =>
      new Observable((observer) => {
        subscribers.push(observer);
      }),
  );
  const link = ApolloLink.split((operation) => operation.operationName === 'DocumentUpdated', live, new HttpLink({ uri: '/graphql', fetch }));
  const publish = (kind: string) =>
    subscribers.forEach((s) => s.next({ data: { documentUpdated: { __typename: 'DocumentUpdate', kind, documentId: 1, previousHolderId: null, document: null } } }));
  return { state, held, publish, subscribers, client: new ApolloClient({ link, cache: new InMemoryCache() }) };
}

describe('a live list refetched for an event', () => {
  it('asks again when the event arrives while its earlier request is in flight, and shows the state after the event', async () => {
    const server = slowServer();
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={server.client}>{children}</ApolloProvider>;
    const { result } = renderHook(() => usePackingQueue(7), { wrapper });
    await waitFor(() => expect(server.held).toHaveLength(1));
    await waitFor(() => expect(server.subscribers).toHaveLength(1));

    // another packer locks the document: the event arrives before the first answer (read before the lock)
    server.state.locked = true;
    server.publish('LOCKED');
    server.held[0]();
    await waitFor(() => expect(result.current.documents).toHaveLength(1));
    expect(result.current.documents[0].is_locked).toBe(false);

    // the event's refetch is a request of its own, sent after the first answer, and reads the lock
    await waitFor(() => expect(server.held).toHaveLength(2));
    server.held[1]();
    await waitFor(() => expect(result.current.documents[0].is_locked).toBe(true));
  });

  it('events that arrive while a refetch is on its way share one more refetch', async () => {
    const server = slowServer();
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={server.client}>{children}</ApolloProvider>;
    const { result } = renderHook(() => usePackingQueue(7), { wrapper });
    await waitFor(() => expect(server.held).toHaveLength(1));
    await waitFor(() => expect(server.subscribers).toHaveLength(1));
    server.held[0]();
    await waitFor(() => expect(result.current.documents).toHaveLength(1));

    server.publish('CREATED');
    await waitFor(() => expect(server.held).toHaveLength(2));
    server.state.locked = true;
    server.publish('LOCKED');
    server.publish('UNLOCKED');
    server.publish('LOCKED');
    server.held[1]();
    await waitFor(() => expect(server.held).toHaveLength(3));
    server.held[2]();
    await waitFor(() => expect(result.current.documents[0].is_locked).toBe(true));
    // three events during the second request: one more request, not three
    await new Promise((r) => setTimeout(r, 50));
    expect(server.held).toHaveLength(3);
  });

  it('after a change of mine, a queue answer read before it is followed by one read after it; with none in flight, nothing more is asked', async () => {
    const server = slowServer();
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={server.client}>{children}</ApolloProvider>;
    const { result } = renderHook(() => usePackingQueue(7), { wrapper });
    await waitFor(() => expect(server.held).toHaveLength(1));

    // my lock commits and is answered while the queue's first request (read before it) is on its way
    server.state.locked = true;
    result.current.afterMyChange();
    server.held[0]();
    await waitFor(() => expect(server.held).toHaveLength(2));
    server.held[1]();
    await waitFor(() => expect(result.current.documents[0].is_locked).toBe(true));

    result.current.afterMyChange();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.held).toHaveLength(2);
  });
});
