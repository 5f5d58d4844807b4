import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '../i18n/i18n';
import { AppRoutes } from './app-routes';
import { preloadOpenedRoute } from './opened-route';
import { DocumentListDocument, StockItemListDocument } from '../gql/graphql';
import { system } from './theme/system';

// The packing screen's chunk, held back until the test lets it load.
const chunk = vi.hoisted(() => {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open, loaded: false };
});
vi.mock('../features/packing/pages/packing-page', async () => {
  await chunk.gate;
  chunk.loaded = true;
  const { usePackingQueue } = await import('../features/packing/hooks/use-packing-queue');
  return {
    default: function PackingPage() {
      const { total, loading } = usePackingQueue();
      return <p data-testid="queue">{loading ? 'loading' : `queue ${total}`}</p>;
    },
  };
});

describe('a route starts its first query with its chunk', () => {
  it('Pakowanie: the queue query is on the wire before the chunk has loaded; the page then reads that one answer', async () => {
    const sent: Array<{ name: string; chunkLoaded: boolean }> = [];
    let answer!: () => void;
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          sent.push({ name: operation.operationName ?? '', chunkLoaded: chunk.loaded });
          if (operation.operationName !== 'DocumentList') return; // the live subscription: silent
          answer = () => {
            observer.next({ data: { documents: { __typename: 'DocumentList', totalCount: 0, totalPages: 0, items: [] } } });
            observer.complete();
          };
        }),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const location = memoryLocation({ path: '/app/packing' });
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <ApolloProvider client={client}>
            <Router hook={location.hook} searchHook={location.searchHook}>
              <AppRoutes role={2} />
            </Router>
          </ApolloProvider>
        </ChakraProvider>
      </I18nextProvider>,
    );

    // the chunk is still loading, and the queue's query is already sent
    await vi.waitFor(() => expect(sent.map((s) => s.name)).toContain('DocumentList'));
    expect(chunk.loaded).toBe(false);
    expect(screen.queryByTestId('queue')).toBeNull();
    expect(sent.find((s) => s.name === 'DocumentList')?.chunkLoaded).toBe(false);

    // the chunk arrives while the request is in flight: the page joins it (no second request)
    await act(async () => {
      chunk.open();
      await chunk.gate;
    });
    expect(await screen.findByTestId('queue')).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByText('queue 0')).toBeInTheDocument();
    expect(sent.filter((s) => s.name === 'DocumentList')).toHaveLength(1);
  });

  it('main.tsx starts the opened screen\'s query before React renders: the landing screen by role, the list state from the URL', () => {
    const asked = (role: 1 | 2 | 4, path: string, search = '') => {
      const query = vi.fn((_options: unknown) => Promise.resolve({ data: null }));
      preloadOpenedRoute({ query } as never, role, path, search);
      return query.mock.calls.map((call) => call[0] as { query: unknown; variables: Record<string, unknown> });
    };
    expect(asked(2, '/app')).toEqual([expect.objectContaining({ query: DocumentListDocument })]);
    expect(asked(1, '/')).toEqual([expect.objectContaining({ query: StockItemListDocument, variables: expect.objectContaining({ page: 1, limit: 10 }) })]);
    expect(asked(4, '/app/inventories', '?page=3&limit=25&name=szk')).toEqual([
      expect.objectContaining({ query: StockItemListDocument, variables: expect.objectContaining({ page: 3, limit: 25, name: 'szk' }) }),
    ]);
    expect(asked(4, '/app/users')).toEqual([]);
  });
});
