import { useEffect, useMemo, useState } from 'react';
import { useStandardProductsQuery, type StandardProductsQuery } from '../../../gql/graphql';

export type StandardProduct = StandardProductsQuery['standardManufacturingProducts'][number];

const EAN = /^\d{8,14}$/;

/** The product search behind ProductPicker: the typed text (debounced), a scanned EAN (digits +
 *  Enter; a scan naming exactly one product picks it), the matches. */
export function useProductSearch({ picked, onPick }: { picked: StandardProduct | null; onPick(product: StandardProduct | null): void }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const scanned = EAN.test(query);
  const { data, loading } = useStandardProductsQuery({
    variables: scanned ? { ean: query } : { search: query },
    skip: query === '' || picked !== null,
    fetchPolicy: 'cache-and-network',
  });
  const found = data?.standardManufacturingProducts;
  const options = useMemo(() => found ?? [], [found]);
  useEffect(() => {
    // A scan that names exactly one product picks it.
    if (scanned && options.length === 1) {
      onPick(options[0]);
      setText('');
    }
  }, [scanned, options, onPick]);

  return {
    picked,
    text,
    setText,
    /** Enter: search now (a scanner ends with Enter). */
    searchNow: () => setQuery(text.trim()),
    options,
    nothingFound: query !== '' && !loading && options.length === 0,
    choose: (product: StandardProduct | null) => {
      onPick(product);
      setText('');
    },
    clear: () => onPick(null),
  };
}

export type ProductSearchState = ReturnType<typeof useProductSearch>;
