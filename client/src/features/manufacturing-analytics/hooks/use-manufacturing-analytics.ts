import { useMemo, useState } from 'react';
import { useManufacturingAnalyticsQuery } from '../../../gql/graphql';
import { defaultRange, parseRange } from '../range';

/** Analityka's data (the container side of AnalyticsTab): the range being typed (D/M/YYYY), the
 *  range shown (default the last 30 Warsaw days) and the server's aggregates for it. */
export function useManufacturingAnalytics() {
  const initial = useMemo(() => defaultRange(), []);
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const parsed = parseRange(start, end);
  const [asked, setAsked] = useState(() => parseRange(initial.start, initial.end) as { startDate: string; endDate: string });
  const { data, loading, error } = useManufacturingAnalyticsQuery({ variables: { input: asked }, fetchPolicy: 'cache-and-network' });
  return {
    start,
    setStart,
    end,
    setEnd,
    parsed,
    /** Shows the typed range, when it is valid. */
    show: () => {
      if (!('problem' in parsed)) setAsked(parsed);
    },
    result: data?.manufacturingAnalytics,
    loading,
    error,
  };
}

export type AnalyticsState = ReturnType<typeof useManufacturingAnalytics>;
