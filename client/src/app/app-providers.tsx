import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { MessageDialog } from './message/message-dialog';
import { LocaleSync } from './theme/locale-sync';
import { system } from './theme/system';
import { ThemeGate } from './theme/theme-gate';

/** Everything the screens need around them: i18n, Chakra, Apollo, theme, the message dialog. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <ApolloProvider client={client}>
          <LocaleSync />
          <ThemeGate>
            {children}
            <MessageDialog />
          </ThemeGate>
        </ApolloProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
}
