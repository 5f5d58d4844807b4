import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuickPrintDocument, QuickPrintManyDocument, QuickPrintPreviewDocument, type QuickPrintLabelFieldsFragment } from '../../../gql/graphql';
import { useQuickPrint } from './use-quick-print';

const label = (id: number, name: string): QuickPrintLabelFieldsFragment => ({ id, name, lines: [name], ean: null, code: null, size: 'small' });
const queued = (jobId: number) => ({ jobId, operationId: 'op-1', status: 'QUEUED' });

function hook(labels: QuickPrintLabelFieldsFragment[], mocks: MockLink.MockedResponse[]) {
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  return renderHook(() => useQuickPrint(labels), { wrapper }).result;
}

describe('printing several labels at once', () => {
  it('sends ONE quickPrintMany with every selected label, in the order shown, and answers its one job', async () => {
    const many = vi.fn(() => ({ data: { quickPrintMany: { __typename: 'PrintQueued', ...queued(41) } } }));
    const result = hook(
      [label(7, 'Szyba A'), label(3, 'Lustro B'), label(9, 'Szkło C')],
      [
        { request: { query: QuickPrintPreviewDocument, variables: { id: 7 } }, result: { data: { quickPrintPreview: '<svg id="first"/>' } } },
        { request: { query: QuickPrintManyDocument, variables: { input: { ids: [7, 3, 9], quantity: 2, type: 'normal', printer: 5, operationId: 'op-1' } } }, result: many },
      ],
    );
    await waitFor(() => expect(result.current.previewSvg).toBe('<svg id="first"/>'));
    await expect(result.current.print({ printer: 5, quantity: 2, operationId: 'op-1' })).resolves.toBe(41);
    expect(many).toHaveBeenCalledTimes(1);
  });

  it('one label stays one quickPrint (SPEC.md POST /api/quick-print/print)', async () => {
    const one = vi.fn(() => ({ data: { quickPrint: { __typename: 'PrintQueued', ...queued(42) } } }));
    const result = hook(
      [label(7, 'Szyba A')],
      [
        { request: { query: QuickPrintPreviewDocument, variables: { id: 7 } }, result: { data: { quickPrintPreview: '<svg/>' } } },
        { request: { query: QuickPrintDocument, variables: { input: { id: 7, quantity: 1, type: 'normal', printer: 5, operationId: 'op-1' } } }, result: one },
      ],
    );
    await expect(result.current.print({ printer: 5, quantity: 1, operationId: 'op-1' })).resolves.toBe(42);
    expect(one).toHaveBeenCalledTimes(1);
  });
});
