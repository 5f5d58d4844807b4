import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { apiFetch } from '../../../../shared/api/api-fetch';
import {
  ManufacturingCheckOrderDocument,
  useManufacturingCheckWorkerMutation,
  useManufacturingPrintMutation,
  useManufacturingRecordCreateMutation,
  type ManufacturingCheckOrderQuery,
  type ManufacturingCheckOrderQueryVariables,
} from '../../../../gql/graphql';
import { readServerError } from '../../../../shared/server-errors';
import type { StationApi } from './station-api';

/**
 * The station's calls over GraphQL (and the badge check over REST, SPEC.md section 7: no GraphQL
 * operation checks a badge). The order check stays a one-off `client.query`: a lazy query hook
 * keeps one request per hook, so a second scan before the first answer would abort the first.
 */
export function useStationApi(): StationApi {
  const client = useApolloClient();
  const [checkWorker] = useManufacturingCheckWorkerMutation();
  const [createRecord] = useManufacturingRecordCreateMutation();
  const [printRecord] = useManufacturingPrintMutation();
  return useMemo<StationApi>(
    () => ({
      async checkBadge(badge) {
        try {
          await apiFetch(`/api/user-check?numer_zewnetrzny=${encodeURIComponent(badge)}`);
          return true;
        } catch {
          return false;
        }
      },
      async checkOrder(numer_zamowienia) {
        try {
          const { data } = await client.query<ManufacturingCheckOrderQuery, ManufacturingCheckOrderQueryVariables>({ query: ManufacturingCheckOrderDocument, variables: { numer_zamowienia }, fetchPolicy: 'network-only' });
          const o = data?.manufacturingCheckOrder;
          if (!o) return null;
          return {
            numer_zamowienia: o.numer_zamowienia,
            customer: o.customer,
            shippingMethod: o.shippingMethod,
            paymentsCod: o.paymentsCod,
            is_pickup: o.is_pickup,
            pickup_place: o.pickup_place ?? null,
            recordCount: o.records.length,
            claimedBy: o.claimedBy ?? null,
          };
        } catch (error) {
          // SPEC.md section 5: a 404 (NOT_FOUND) means the order does not exist.
          if (readServerError(error).code === 'NOT_FOUND') return null;
          throw error;
        }
      },
      async claim(employee, numer_zamowienia) {
        try {
          const { data } = await checkWorker({ variables: { employee, numer_zamowienia } });
          return { ok: true, name: data?.manufacturingCheckWorker.name ?? '' };
        } catch (error) {
          const e = readServerError(error);
          if (e.code === 'NOT_FOUND') return { ok: false, reason: 'unknownWorker', message: e.message };
          if (e.code === 'CONFLICT') return { ok: false, reason: 'taken', message: e.message };
          return { ok: false, reason: 'failed', message: e.message };
        }
      },
      async create(numer_zamowienia, fields, employeeNumber, idempotencyKey) {
        try {
          const { data } = await createRecord({
            variables: {
              input: { numer_zamowienia, ...fields, createManufacturingLogDto: { numer_pracownika: employeeNumber, action: 'CREATED' } },
              idempotencyKey,
            },
          });
          return data ? { ok: true, id: data.manufacturingRecordCreate.id, message: null } : { ok: false, fields: {}, message: null };
        } catch (error) {
          const e = readServerError(error);
          return { ok: false, fields: e.fields, message: e.message };
        }
      },
      async print(id, printer, idempotencyKey) {
        try {
          const { data } = await printRecord({ variables: { id, printer, idempotencyKey } });
          return { ok: true, message: data?.manufacturingPrint.message ?? null, operationId: data?.manufacturingPrint.operationId ?? null };
        } catch (error) {
          return { ok: false, message: readServerError(error).message };
        }
      },
    }),
    [client, checkWorker, createRecord, printRecord],
  );
}
