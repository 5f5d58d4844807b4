import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CompassIcon } from '../../shared/ui/icons';

/** An app path that does not exist or is left out for the user's role. */
export function NotFoundPage({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root bg="bg.surface" borderWidth="1px" rounded="lg" data-testid="not-found">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <CompassIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('notFound.title')}</EmptyState.Title>
          <EmptyState.Description>{t('notFound.description')}</EmptyState.Description>
        </VStack>
        <Button asChild size="sm">
          <Link href={homePath}>{t('notFound.action')}</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
