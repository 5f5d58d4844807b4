import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { renderHook } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ManufacturingCheckOrderDocument, ManufacturingCheckWorkerDocument, ManufacturingPrintDocument, ManufacturingRecordCreateDocument } from '../../../../gql/graphql';
import { useStationApi } from './use-station-api';

function api(mocks: MockLink.MockedResponse[]) {
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  return renderHook(() => useStationApi(), { wrapper }).result.current;
}
const error = (code: string, message: string, fields?: Record<string, string>) => ({ errors: [new GraphQLError(message, { extensions: { code, ...(fields ? { fields } : {}) } })] });

describe('the station over GraphQL', () => {
  it('reads NOT_FOUND on check-order as "the order does not exist" (SPEC.md section 5)', async () => {
    const station = api([{ request: { query: ManufacturingCheckOrderDocument, variables: { numer_zamowienia: 'NIE/1' } }, result: error('NOT_FOUND', 'Zamówienie NIE/1 nie istnieje') }]);
    await expect(station.checkOrder('NIE/1')).resolves.toBeNull();
  });

  it('tells an unknown worker from an order held by someone else', async () => {
    const station = api([
      { request: { query: ManufacturingCheckWorkerDocument, variables: { employee: 9999, numer_zamowienia: 'Z/1' } }, result: error('NOT_FOUND', 'Nieznany numer pracownika 9999') },
      { request: { query: ManufacturingCheckWorkerDocument, variables: { employee: 1003, numer_zamowienia: 'Z/1' } }, result: error('CONFLICT', 'Zamówienie Z/1 realizuje pracownik Adam') },
    ]);
    await expect(station.claim(9999, 'Z/1')).resolves.toEqual({ ok: false, reason: 'unknownWorker', message: 'Nieznany numer pracownika 9999' });
    await expect(station.claim(1003, 'Z/1')).resolves.toEqual({ ok: false, reason: 'taken', message: 'Zamówienie Z/1 realizuje pracownik Adam' });
  });

  it("sends the worker's log line and the idempotency key with a create, and hands field errors back", async () => {
    const fields = { type: 'inne' as const, schema_id: null, panes: null, widthSpec: null, weightKg: null, palletHeightCm: null, notes: null };
    const station = api([
      {
        request: {
          query: ManufacturingRecordCreateDocument,
          variables: { input: { numer_zamowienia: 'Z/1', ...fields, createManufacturingLogDto: { numer_pracownika: 1003, action: 'CREATED' } }, idempotencyKey: 'create:k1' },
        },
        result: error('BAD_USER_INPUT', 'Invalid input', { 'input.weightKg': 'Podaj wagę' }),
      },
    ]);
    await expect(station.create('Z/1', fields, 1003, 'create:k1')).resolves.toEqual({ ok: false, fields: { weightKg: 'Podaj wagę' }, message: 'Invalid input' });
  });

  it('prints a record with its idempotency key and answers the operation to follow; a refusal is its reason', async () => {
    const station = api([
      {
        request: { query: ManufacturingPrintDocument, variables: { id: 12, printer: 3, idempotencyKey: 'print:k1' } },
        result: { data: { manufacturingPrint: { __typename: 'StationResult', message: 'Wysłano do drukarki', operationId: 'op-12', labels: [] } } },
      },
      { request: { query: ManufacturingPrintDocument, variables: { id: 13, printer: null, idempotencyKey: 'print:k2' } }, result: error('UNPROCESSABLE', 'Brak drukarki') },
    ]);
    await expect(station.print(12, 3, 'print:k1')).resolves.toEqual({ ok: true, message: 'Wysłano do drukarki', operationId: 'op-12' });
    await expect(station.print(13, null, 'print:k2')).resolves.toEqual({ ok: false, message: 'Brak drukarki' });
  });
});
