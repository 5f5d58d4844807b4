import { useRef } from 'react';
import { useManufacturingUpdatedSubscription, type ManufacturingUpdatedSubscription } from '../../../../gql/graphql';

export type ManufacturingEvent = ManufacturingUpdatedSubscription['manufacturingUpdated'];

/** Keeps a manufacturing view live: every change anyone makes to records, labels, batches or
 *  missing glass (the `manufacturingUpdated` subscription) calls `onEvent` (usually a refetch). */
export function useManufacturingLive(onEvent: (event: ManufacturingEvent) => void, { skip = false }: { skip?: boolean } = {}): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useManufacturingUpdatedSubscription({
    skip,
    onData: ({ data }) => {
      const event = data.data?.manufacturingUpdated;
      if (event) handler.current(event);
    },
  });
}
