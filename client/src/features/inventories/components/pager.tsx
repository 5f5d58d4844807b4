import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  ns: 'inventories' | 'orderHistory';
  page: number;
  totalPages: number;
  limit: number;
  sizes: readonly number[];
  onPage(page: number): void;
  onLimit(limit: number): void;
}

/** Previous / next, "page n of m" and the page size (SPEC.md section 9: 25, 50, 100). */
export function Pager({ ns, page, totalPages, limit, sizes, onPage, onLimit }: PagerProps) {
  const { t } = useTranslation();
  return (
    <HStack justify="space-between" wrap="wrap" gap="2">
      <HStack gap="2">
        <Text fontSize="sm">{t(`${ns}.pageSize`)}</Text>
        <NativeSelect.Root size="sm" width="24">
          <NativeSelect.Field value={String(limit)} onChange={(e) => onLimit(Number(e.target.value))} aria-label={t(`${ns}.pageSize`)} data-testid="page-size">
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t(`${ns}.previous`)}
        </Button>
        <Text fontSize="sm" data-testid="page-info">
          {t(`${ns}.page`, { page, total: Math.max(totalPages, 1) })}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t(`${ns}.next`)}
        </Button>
      </HStack>
    </HStack>
  );
}
