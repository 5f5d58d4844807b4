import { Alert, Button, Stack } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../shared/lazy-page';

function RouteErrorMessage({ error }: { error: Error }) {
  const { t } = useTranslation();
  const message = error instanceof ChunkLoadError ? t('errors.chunkLoad', { chunk: error.chunk }) : t('errors.unexpected');
  return (
    <Stack gap="4" maxW="lg" role="alert">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <Button alignSelf="flex-start" variant="outline" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Stack>
  );
}

interface State {
  error: Error | null;
}

/** Shows a failed page (e.g. a chunk that did not load) instead of a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    return this.state.error ? <RouteErrorMessage error={this.state.error} /> : this.props.children;
  }
}
