import { Button, Card, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadChartCsv } from '../hooks/analytics-export';
import { showMessage } from '../../../shared/message/message-store';

/** A chart with its title, a CSV button (the server's export of that chart) and its numbers as a hidden table for screen readers. */
export function ChartCard({ title, chart, range, table, children, testId }: { title: string; chart: string; range: { startDate: string; endDate: string }; table: { columns: string[]; rows: Array<Array<string | number>> }; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  const a = (key: string, options?: Record<string, unknown>) => t(`manufacturing.analytics.${key}` as never, options as never) as unknown as string;
  const download = async () => {
    try {
      await downloadChartCsv(chart, range);
    } catch (error) {
      showMessage({ message: a('csvFailed', { message: String(error) }), isError: true });
    }
  };
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header>
        <HStack justify="space-between">
          <Text as="h3" fontWeight="semibold">
            {title}
          </Text>
          <Button size="xs" variant="outline" onClick={download} aria-label={a('csvLabel', { title })} data-testid={`${testId}-csv`}>
            {a('csv')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        {table.rows.length === 0 ? <Text color="fg.muted">{a('empty')}</Text> : children}
        <VisuallyHidden>
          <Table.Root size="sm">
            <Table.Caption>{title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                {table.columns.map((c) => (
                  <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {table.rows.map((row, i) => (
                <Table.Row key={i}>
                  {row.map((cell, j) => (
                    <Table.Cell key={j}>{cell}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </VisuallyHidden>
      </Card.Body>
    </Card.Root>
  );
}
