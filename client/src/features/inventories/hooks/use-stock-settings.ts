import { takesDecimals } from '../../../../../domain/inventory/index';
import { useStockSettingsQuery } from '../../../gql/graphql';

const DEFAULTS = { locationPattern: '.*', locationExample: 'A-01-03', decimalUnits: ['mb', 'm', 'm2', 'kg'] };

/** How stock is recorded here (server configuration): the location format and the units that take
 *  decimals. Until it loads, any location passes here (the server still checks). */
export function useStockSettings() {
  const { data } = useStockSettingsQuery({ fetchPolicy: 'cache-first' });
  const settings = data?.stockSettings ?? DEFAULTS;
  return {
    locationPattern: settings.locationPattern,
    locationExample: settings.locationExample,
    takesDecimals: (unit: string) => takesDecimals(unit, settings.decimalUnits),
  };
}

/** 12 -> "12", 12.5 -> "12,5": the stock level as staff write it. */
export function formatQuantity(value: number): string {
  return value.toLocaleString('pl-PL', { maximumFractionDigits: 3, useGrouping: false });
}
