import { ChakraProvider } from '@chakra-ui/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { system } from '../app/theme/system';
import { i18n } from '../i18n/i18n';

interface Options {
  path?: string;
  mocks?: MockLink.MockedResponse[];
}

/** Renders with i18n (pl), Chakra, a mocked Apollo link and an in-memory location. */
export function renderWithProviders(ui: ReactElement, { path = '/', mocks = [] }: Options = {}) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <MockedProvider mocks={mocks}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </MockedProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
  const currentPath = () => location.history.at(-1);
  return { ...view, location, currentPath };
}
