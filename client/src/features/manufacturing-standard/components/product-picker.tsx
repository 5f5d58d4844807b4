import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSearchState } from '../hooks/use-product-search';

/** Pick a product: type an index or a name (debounced search), or scan an EAN (digits + Enter
 *  picks the only match). Focus stays in the field, as on the other scanner screens. Presents
 *  `useProductSearch`'s state. */
export function ProductPicker({ search }: { search: ProductSearchState }) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.standard.${key}` as never, values as never) as unknown as string;
  const field = useRef<HTMLInputElement>(null);
  const { picked, text, setText, options } = search;

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
            search.clear();
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
          if (e.key === 'Enter') search.searchNow();
        }}
        placeholder={s('productPlaceholder')}
        data-testid="standard-product-search"
        data-scan-field=""
      />
      {search.nothingFound && (
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
              onClick={() => search.choose(p)}
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
