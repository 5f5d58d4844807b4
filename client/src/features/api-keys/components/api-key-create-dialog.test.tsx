import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { ApiKeyCreateDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ApiKeyCreateDialog } from './api-key-create-dialog';

const KEY = 'gbo_live_Zx9s0mEtHiNgLoNgAnDrAnDoM-abcdefghijklmnopq';
const created = {
  __typename: 'CreatedApiKey',
  id: 7,
  name: 'Agent magazyn',
  prefix: KEY.slice(0, 15),
  scope: 'print-agent',
  createdAt: '2026-03-29T22:30:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  key: KEY,
};
const createMock = (): MockLink.MockedResponse => ({
  request: { query: ApiKeyCreateDocument, variables: { input: { name: 'Agent magazyn', scope: 'print-agent' } } },
  result: { data: { apiKeyCreate: created } },
});

describe('API key create dialog', () => {
  it('creates a key of the chosen scope and shows it once, with a warning and a copy button; closing forgets it', async () => {
    const onCreated = vi.fn();
    const onClose = vi.fn();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>otwórz</button>
          <ApiKeyCreateDialog
            open={open}
            onClose={() => {
              onClose();
              setOpen(false);
            }}
            onCreated={onCreated}
          />
        </>
      );
    }
    renderWithProviders(<Host />, { mocks: [createMock()] });
    const user = userEvent.setup(); // also puts a clipboard stub on navigator
    const dialog = within(await screen.findByTestId('api-key-create-dialog'));
    expect(dialog.queryByTestId('api-key-value')).toBeNull();
    await user.type(dialog.getByLabelText(/Nazwa/), 'Agent magazyn');
    await user.selectOptions(dialog.getByLabelText(/Zakres/), 'Agent wydruku');
    await user.click(dialog.getByRole('button', { name: 'Utwórz klucz' }));

    const value = (await dialog.findByTestId('api-key-value')) as HTMLInputElement;
    expect(value.value).toBe(KEY);
    expect(value.readOnly).toBe(true);
    expect(dialog.getByText('Klucz API został utworzony')).toBeInTheDocument();
    expect(dialog.getByTestId('api-key-warning')).toHaveTextContent('Ten klucz jest wyświetlany tylko raz');
    expect(onCreated).toHaveBeenCalledTimes(1);
    // the key appears once in the dialog (in the field), not repeated in text
    expect(screen.getByTestId('api-key-create-dialog').textContent).not.toContain(KEY);

    await user.click(dialog.getByTestId('api-key-copy'));
    expect(await dialog.findByText('Skopiowano')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(KEY);

    await user.click(dialog.getByTestId('api-key-close'));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('api-key-create-dialog')).toBeNull());
    // opened again: the form, never the old key
    await user.click(screen.getByRole('button', { name: 'otwórz' }));
    const again = within(await screen.findByTestId('api-key-create-dialog'));
    expect(again.queryByTestId('api-key-value')).toBeNull();
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
    expect(again.getByRole('button', { name: 'Utwórz klucz' })).toBeInTheDocument();
  });

  it('asks for a name before sending, and shows a server field error on its field', async () => {
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: ApiKeyCreateDocument, variables: { input: { name: 'Sklep', scope: 'shop' } } },
        result: { errors: [new GraphQLError('Invalid input', { extensions: { code: 'BAD_USER_INPUT', fields: { 'input.name': 'must be at most 100 characters' } } })] },
      },
    ];
    const onCreated = vi.fn();
    renderWithProviders(<ApiKeyCreateDialog open onClose={() => {}} onCreated={onCreated} />, { mocks });
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('api-key-create-dialog'));
    await user.click(dialog.getByRole('button', { name: 'Utwórz klucz' }));
    expect(await dialog.findByText('To pole jest wymagane')).toBeInTheDocument();

    await user.type(dialog.getByLabelText(/Nazwa/), 'Sklep');
    await user.click(dialog.getByRole('button', { name: 'Utwórz klucz' }));
    expect(await dialog.findByText('must be at most 100 characters')).toBeInTheDocument();
    expect(dialog.queryByTestId('api-key-value')).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
