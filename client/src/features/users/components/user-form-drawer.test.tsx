import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { messageStore } from '../../../shared/message/message-store';
import { UserCreateDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render-with-providers';
import { UserFormDrawer } from './user-form-drawer';

const input = { email: 'nowa@example.com', firstName: 'Nowa', lastName: 'Osoba', role: 3, numer_pracownika: 4321, numer_zewnetrzny: null, active: true, password: 'secret-pass-1' };

async function fillAndSave() {
  const drawer = within(await screen.findByTestId('user-form-drawer'));
  const user = userEvent.setup();
  await user.type(drawer.getByLabelText(/E-mail/), input.email);
  await user.type(drawer.getByLabelText(/^Imię/), input.firstName);
  await user.type(drawer.getByLabelText(/^Nazwisko/), input.lastName);
  await user.selectOptions(drawer.getByLabelText(/^Rola/), 'Pracownik magazynu');
  await user.type(drawer.getByLabelText(/Nr pracownika/), String(input.numer_pracownika));
  await user.type(drawer.getByLabelText(/^Hasło/), input.password);
  await user.click(drawer.getByRole('button', { name: 'Zapisz' }));
  return drawer;
}

describe('user form drawer', () => {
  it('shows its own validation on the fields and sends nothing', async () => {
    renderWithProviders(<UserFormDrawer open user={null} onClose={() => {}} onSaved={() => {}} />);
    const drawer = within(await screen.findByTestId('user-form-drawer'));

    await userEvent.setup().click(drawer.getByRole('button', { name: 'Zapisz' }));

    expect(await drawer.findByText('Hasło musi mieć co najmniej 8 znaków')).toBeInTheDocument();
    expect(drawer.getAllByText('To pole jest wymagane')).toHaveLength(3); // e-mail, first and last name
    expect(drawer.getByText('Proszę podać dodatnią liczbę całkowitą')).toBeInTheDocument();

    await userEvent.setup().type(drawer.getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.setup().click(drawer.getByRole('button', { name: 'Zapisz' }));
    expect(await drawer.findByText('Proszę podać poprawny adres e-mail')).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: UserCreateDocument, variables: { input } },
        result: {
          errors: [new GraphQLError('Already used by another user: email, numer_pracownika', { extensions: { code: 'CONFLICT', fields: { email: 'is already used by another user', numer_pracownika: 'is already used by another user' } } })],
        },
      },
    ];
    const onSaved = vi.fn();
    renderWithProviders(<UserFormDrawer open user={null} onClose={() => {}} onSaved={onSaved} />, { mocks });

    const drawer = await fillAndSave();

    await waitFor(() => expect(drawer.getAllByText('Ta wartość jest już używana przez innego użytkownika')).toHaveLength(2));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves and says so in the message dialog', async () => {
    const created = { __typename: 'User', id: '9', ...input, createdAt: '2026-01-01T00:00:00.000Z' };
    const mocks: MockLink.MockedResponse[] = [{ request: { query: UserCreateDocument, variables: { input } }, result: { data: { userCreate: created } } }];
    const onSaved = vi.fn();
    renderWithProviders(<UserFormDrawer open user={null} onClose={() => {}} onSaved={onSaved} />, { mocks });

    await fillAndSave();

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(messageStore.getState()).toMatchObject({ open: true, isError: false, message: 'Użytkownik Nowa Osoba został dodany' });
  });
});
