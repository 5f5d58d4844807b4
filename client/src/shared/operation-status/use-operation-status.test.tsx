import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { OperationStatusDocument } from '../../gql/graphql';
import { useOperationStatus } from './use-operation-status';

function wrapperWith(status: 'IN_PROGRESS' | 'FINISH') {
  const mocks = [
    {
      request: { query: OperationStatusDocument, variables: { operationId: 'op-1' } },
      result: {
        data: {
          operationStatus: { __typename: 'OperationStatus', operationId: 'op-1', status, message: 'Drukowanie' },
        },
      },
    },
  ];
  return ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
}

describe('useOperationStatus', () => {
  it('reports an operation still in progress', async () => {
    const { result } = renderHook(() => useOperationStatus('op-1'), { wrapper: wrapperWith('IN_PROGRESS') });

    await waitFor(() => expect(result.current.status?.status).toBe('IN_PROGRESS'));
    expect(result.current.done).toBe(false);
    expect(result.current.status?.message).toBe('Drukowanie');
  });

  it('reports a finished operation as done', async () => {
    const { result } = renderHook(() => useOperationStatus('op-1'), { wrapper: wrapperWith('FINISH') });

    await waitFor(() => expect(result.current.done).toBe(true));
  });

  it('does not subscribe without an operation id', () => {
    const { result } = renderHook(() => useOperationStatus(null), { wrapper: wrapperWith('FINISH') });

    expect(result.current).toEqual({ status: undefined, done: false, error: undefined });
  });
});
