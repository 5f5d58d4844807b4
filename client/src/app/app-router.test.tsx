import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { meMock } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { AppRouter } from './app-router';
import { loadSession, saveSession } from '../shared/session/auth-store';
import type { Role } from '../shared/session/role';

function signIn(role: Role) {
  saveSession({ token: `token-${role}`, role, numer_pracownika: 100 + role });
}

function renderAt(path: string, role?: Role) {
  return renderWithProviders(<AppRouter />, { path, mocks: role ? [meMock(role)] : [] });
}

const pageHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('role routing', () => {
  beforeEach(() => {
    loadSession();
  });

  it.each<[Role, string, string]>([
    [1, '/app/inventories', 'Stany magazynowe'],
    [2, '/app/packing', 'Pakowanie'],
    [3, '/app/packing', 'Pakowanie'],
    [4, '/app/packing', 'Pakowanie'],
  ])('lands role %i on %s', async (role, landing, title) => {
    signIn(role);

    const { currentPath } = renderAt('/app', role);

    expect(await pageHeading(title)).toBeInTheDocument();
    expect(currentPath()).toBe(landing);
  });

  it('redirects "/" to the app and on to the landing page', async () => {
    signIn(2);

    const { currentPath } = renderAt('/', 2);

    expect(await pageHeading('Pakowanie')).toBeInTheDocument();
    expect(currentPath()).toBe('/app/packing');
  });

  it('leaves out routes above the role: role 1 on /app/users sees no users screen', async () => {
    signIn(1);

    renderAt('/app/users', 1);

    expect(await screen.findByText('Nie znaleziono strony')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Użytkownicy' })).not.toBeInTheDocument();
  });

  it('gives role 4 the users screen', async () => {
    signIn(4);

    renderAt('/app/users', 4);

    expect(await pageHeading('Użytkownicy')).toBeInTheDocument();
  });

  it('opens manufacturing for role 2 (route from 2) on both paths with tab 1 selected', async () => {
    signIn(2);

    renderAt('/app/manufacturing/42', 2);

    expect(await pageHeading('Produkcja')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Produkcja niestandardowa', hidden: true })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the page title in the header and the breadcrumb from the path', async () => {
    signIn(3);

    renderAt('/app/manufacturing/42', 3);

    await pageHeading('Produkcja');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Produkcja');
    // /app/manufacturing/42 opens record 42 in a (modal) drawer: the layout behind it is aria-hidden.
    const breadcrumb = screen.getByRole('navigation', { name: 'Ścieżka nawigacji', hidden: true });
    expect(breadcrumb).toHaveTextContent('Strona główna');
    expect(breadcrumb).toHaveTextContent('Produkcja');
    expect(breadcrumb).toHaveTextContent('42');
  });

  it('sends a signed-out user to login and remembers where they wanted to go', async () => {
    const { currentPath } = renderAt('/app/order-history');

    expect(await screen.findByRole('heading', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(currentPath()).toBe('/authentication/login');
    expect(sessionStorage.getItem('redirect')).toBe('/app/order-history');
  });

  it('redirects any other authentication path to login', async () => {
    const { currentPath } = renderAt('/authentication/something-else');

    await waitFor(() => expect(currentPath()).toBe('/authentication/login'));
  });

  it.each([
    ['/authentication/register', 'Rejestracja'],
    ['/authentication/forgot-password', 'Odzyskiwanie hasła'],
  ])('shows %s with a link back to login', async (path, heading) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    // The link comes with the page's content, after its settings query answers.
    expect(await screen.findByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', '/authentication/login');
  });
});
