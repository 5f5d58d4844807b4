import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStandardProductsQuery, type StandardProductsQuery } from '../../../gql/graphql';

export type StandardProduct = StandardProductsQuery['standardManufacturingProducts'][number];

const EAN = /^\d{8,14}$/;

/** Pick a product: type an index or a name (debounced search), or scan an EAN (digits + Enter
 *  picks the only match). Focus stays in the field, as on the other scanner screens. */
export function ProductPicker({ picked, onPick }: { picked: StandardProduct | null; onPick(product: StandardProduct | null): void }) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.standard.${key}` as never, values as never) as unknown as string;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const field = useRef<HTMLInputElement>(null);
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

  if (picked) {
    return (
      <HStack justify="space-between" borderWidth="1px" rounded="md" p="3" data-testid="standard-picked">
        <Stack gap="0">
          <Text fontWeight="semibold">{s('productPicked', { index: picked.index, name: picked.name })}</Text>
          <Text fontSize="sm" color="fg.muted">
            {picked.stockQuantity === null || picked.stockQuantity === undefined ? s('notInStock') : s('stockNow', { quantity: picked.stockQuantity })}
          </Text>
        </Stack>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            onPick(null);
            setTimeout(() => field.current?.focus(), 0);
          }}
        >
          {s('change')}
        </Button>
      </HStack>
    );
  }
  return (
    <Stack gap="2">
      <Text asChild fontWeight="medium">
        <label htmlFor="standard-product">{s('productLabel')}</label>
      </Text>
      <Input
        id="standard-product"
        ref={field}
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setQuery(text.trim());
        }}
        placeholder={s('productPlaceholder')}
        data-testid="standard-product-search"
      />
      {query !== '' && !loading && options.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {s('productNone')}
        </Text>
      )}
      {options.length > 0 && (
        <Box borderWidth="1px" rounded="md" role="listbox" aria-label={s('productLabel')}>
          {options.map((p) => (
            <Box
              key={p.manufacturingDataId}
              as="button"
              role="option"
              display="block"
              w="full"
              textAlign="start"
              px="3"
              py="2"
              _hover={{ bg: 'bg.muted' }}
              onClick={() => {
                onPick(p);
                setText('');
              }}
              data-testid={`standard-product-${p.index}`}
            >
              <Text as="span" fontFamily="mono" fontWeight="semibold">
                {p.index}
              </Text>{' '}
              {p.name}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
