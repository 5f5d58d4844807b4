import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, loadSession } from '../../../shared/session/auth-store';
import { reloadTo } from '../../../shared/session/page-reload';
import { LoginDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LoginForm } from './login-form';

vi.mock('../../../shared/session/page-reload', () => ({ reloadTo: vi.fn() }));

const credentials = { username: 'admin@example.com', password: 'demo1234' };

function loginMock(result: Partial<MockLink.MockedResponse>): MockLink.MockedResponse {
  return { request: { query: LoginDocument, variables: { input: credentials } }, ...result };
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText(/Nazwa użytkownika/), username);
  if (password) await user.type(screen.getByLabelText(/Hasło/), password);
  await user.click(screen.getByRole('button', { name: 'Zaloguj' }));
}

describe('login form', () => {
  beforeEach(() => {
    loadSession();
    vi.mocked(reloadTo).mockClear();
  });

  it('asks for the username when it is empty', async () => {
    renderWithProviders(<LoginForm />);

    await fillAndSubmit('', 'demo1234');

    expect(await screen.findByText('Proszę podać nazwę użytkownika')).toBeInTheDocument();
    expect(screen.queryByText('Prosze podać poprawny email!')).not.toBeInTheDocument();
  });

  it('asks for a valid e-mail', async () => {
    renderWithProviders(<LoginForm />);

    await fillAndSubmit('admin', 'demo1234');

    expect(await screen.findByText('Prosze podać poprawny email!')).toBeInTheDocument();
  });

  it('shows "Niepoprawne dane" when the server answers UNAUTHENTICATED', async () => {
    const mocks = [
      loginMock({
        result: { errors: [new GraphQLError('Invalid credentials', { extensions: { code: 'UNAUTHENTICATED' } })] },
      }),
    ];
    renderWithProviders(<LoginForm />, { mocks });

    await fillAndSubmit(credentials.username, credentials.password);

    expect(await screen.findByText('Niepoprawne dane')).toBeInTheDocument();
    expect(authStore.getState().session).toBeNull();
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('shows the generic text when too many attempts were made', async () => {
    const mocks = [
      loginMock({
        result: { errors: [new GraphQLError('Too many requests', { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
      }),
    ];
    renderWithProviders(<LoginForm />, { mocks });

    await fillAndSubmit(credentials.username, credentials.password);

    expect(await screen.findByText('Coś poszło nie tak, spróbuj ponownie później')).toBeInTheDocument();
  });

  it('shows the generic text on a network failure', async () => {
    renderWithProviders(<LoginForm />, { mocks: [loginMock({ error: new TypeError('Failed to fetch') })] });

    await fillAndSubmit(credentials.username, credentials.password);

    expect(await screen.findByText('Coś poszło nie tak, spróbuj ponownie później')).toBeInTheDocument();
  });

  it('stores the session and reloads at the remembered origin', async () => {
    sessionStorage.setItem('redirect', '/app/order-history');
    const mocks = [
      loginMock({
        result: { data: { login: { __typename: 'LoginResult', access_token: 'jwt-token', role: 4, numer_pracownika: 7 } } },
      }),
    ];
    renderWithProviders(<LoginForm />, { mocks });

    await fillAndSubmit(credentials.username, credentials.password);

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/app/order-history'));
    expect(localStorage.getItem('token')).toBe('jwt-token');
    expect(localStorage.getItem('role')).toBe('4');
    expect(localStorage.getItem('numer_pracownika')).toBe('7');
  });

  it('reloads straight at the role\'s landing screen when no origin was remembered, without rendering the app first', async () => {
    const mocks = [
      loginMock({
        result: { data: { login: { __typename: 'LoginResult', access_token: 'jwt-token', role: 1, numer_pracownika: 3 } } },
      }),
    ];
    renderWithProviders(<LoginForm />, { mocks });

    await fillAndSubmit(credentials.username, credentials.password);

    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/app/inventories'));
    // the store is left alone: the page does not switch to the app (and start its queries) before the reload
    expect(authStore.getState().session).toBeNull();
  });
});
