import { Extensions } from 'type-graphql';

/** What a field costs the server beyond its selection, for the cost limit (limits.ts): `base`
 *  per call, plus `perDay` for each day of its `input.startDate..endDate` range (`defaultDays`
 *  when the range is not given). For fields whose work does not show in what they select:
 *  aggregations over a range, renders, imports. */
export interface DeclaredCost {
  base: number;
  perDay?: number;
  defaultDays?: number;
}

export const Cost = (cost: DeclaredCost) => Extensions({ cost });

/** Costs shared by several fields: a render (PDF/ZPL/SVG), a print (render + queue), an import. */
export const COSTS = {
  RENDER: { base: 200 },
  PRINT: { base: 500 },
  IMPORT: { base: 5000 },
} as const satisfies Record<string, DeclaredCost>;
