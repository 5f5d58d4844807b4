import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The pager's texts, already translated by the screen. */
interface PagerLabels {
  pageSize: string;
  previous: string;
  next: string;
  /** "Strona n z m". */
  pageInfo: string;
}

interface PagerProps {
  page: number;
  totalPages: number;
  limit: number;
  sizes: readonly number[];
  onPage(page: number): void;
  onLimit(limit: number): void;
  labels: PagerLabels;
  /** Shown after the page size (a total, a spinner). */
  children?: ReactNode;
}

/** The page size select, then previous / "page n of m" / next (SPEC.md section 5). */
export function Pager({ page, totalPages, limit, sizes, onPage, onLimit, labels, children }: PagerProps) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" fontSize="sm">
      <HStack gap="2">
        <Text>{labels.pageSize}</Text>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field value={String(limit)} onChange={(e) => onLimit(Number(e.target.value))} aria-label={labels.pageSize} data-testid="page-size">
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {children}
      </HStack>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {labels.previous}
        </Button>
        <Text data-testid="page-info">{labels.pageInfo}</Text>
        <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {labels.next}
        </Button>
      </HStack>
    </HStack>
  );
}
