import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import type { Role } from '../../shared/session/role';
import { SideNav } from './side-nav';

function menuLinks() {
  const nav = screen.getByRole('navigation', { name: 'Menu główne' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent);
}

function renderMenu(role: Role) {
  return renderWithProviders(<SideNav role={role} />, { path: '/app/inventories' });
}

describe('menu by role', () => {
  it.each<[Role, string[]]>([
    [1, ['Stany magazynowe']],
    [2, ['Pakowanie', 'Stany magazynowe']],
    [3, ['Pakowanie', 'Produkcja', 'Stany magazynowe', 'Wydruk etykiet']],
    [
      4,
      ['Pakowanie', 'Produkcja', 'Stany magazynowe', 'Wydruk etykiet', 'Historia zamówień', 'Użytkownicy', 'Dane produkcyjne'],
    ],
  ])('role %i sees %j', (role, expected) => {
    renderMenu(role);

    expect(menuLinks()).toEqual(expected);
  });

  it('marks the current page', () => {
    renderMenu(4);

    expect(screen.getByRole('link', { name: 'Stany magazynowe' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pakowanie' })).not.toHaveAttribute('aria-current');
  });
});

describe('menu search', () => {
  it('keeps only the entries whose name contains the query', async () => {
    const user = userEvent.setup();
    renderMenu(4);

    await user.type(screen.getByRole('searchbox', { name: 'Szukaj w menu' }), 'prod');

    expect(menuLinks()).toEqual(['Produkcja', 'Dane produkcyjne']);
  });

  it('ignores case and Polish diacritics', async () => {
    const user = userEvent.setup();
    renderMenu(4);

    await user.type(screen.getByRole('searchbox', { name: 'Szukaj w menu' }), 'ZAMOWIEN');

    expect(menuLinks()).toEqual(['Historia zamówień']);
  });

  it('does not find entries the role cannot see', async () => {
    const user = userEvent.setup();
    renderMenu(2);

    await user.type(screen.getByRole('searchbox', { name: 'Szukaj w menu' }), 'produkcja');

    expect(menuLinks()).toEqual([]);
    expect(screen.getByText('Brak pozycji pasujących do wyszukiwania')).toBeInTheDocument();
  });

  it('shows every entry again when the query is cleared', async () => {
    const user = userEvent.setup();
    renderMenu(3);
    const search = screen.getByRole('searchbox', { name: 'Szukaj w menu' });
    await user.type(search, 'etyk');

    await user.clear(search);

    expect(menuLinks()).toHaveLength(4);
  });
});
