import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PackingDocumentFragment } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DocumentActions } from './document-actions';
import { LockBadge } from './lock-badge';

const doc = (over: Partial<PackingDocumentFragment>): PackingDocumentFragment => ({
  id: 1,
  number: 'ZAM/2026/1',
  customer: 'Jan Kowalski',
  shippingMethod: 'Kurier DPD',
  wantsInvoice: false,
  paymentsCod: false,
  is_pickup: false,
  pickup_place: null,
  is_locked: true,
  lockExpired: false,
  lockedById: 7,
  lockedByName: 'Beata Biurowa',
  lockedAt: '2026-03-29T08:00:00.000Z',
  status: 'LOCKED' as PackingDocumentFragment['status'],
  error: false,
  createdAt: '2026-03-29T07:00:00.000Z',
  ...over,
});
const noop = () => {};
const actions = (d: PackingDocumentFragment) => (
  <DocumentActions doc={d} myId={3} isAdmin={false} busy={false} onLock={noop} onUnlock={noop} onShip={noop} onMissingParts={noop} onDelete={noop} />
);

describe('an expired lock in the packing queue', () => {
  it("says another packer's expired lock may be taken over, and the lock button becomes 'Przejmij blokadę'", async () => {
    renderWithProviders(
      <>
        <LockBadge doc={doc({ lockExpired: true })} myId={3} />
        {actions(doc({ lockExpired: true }))}
      </>,
    );
    expect(await screen.findByText('Zablokowany: Beata Biurowa')).toBeInTheDocument();
    expect(screen.getByTestId('lock-expired')).toHaveTextContent('blokada wygasła — możesz przejąć');
    expect(screen.getByTestId('action-lock')).toHaveTextContent('Przejmij blokadę');
  });

  it('says nothing of expiry while the lock is fresh, or when the lock is mine', async () => {
    renderWithProviders(
      <>
        <LockBadge doc={doc({ lockExpired: false })} myId={3} />
        <LockBadge doc={doc({ lockExpired: true, lockedById: 3 })} myId={3} />
        {actions(doc({ lockExpired: false }))}
      </>,
    );
    expect(await screen.findByText('Zablokowany: Beata Biurowa')).toBeInTheDocument();
    expect(screen.getByText('Zablokowany przeze mnie')).toBeInTheDocument();
    expect(screen.queryByTestId('lock-expired')).toBeNull();
    expect(screen.getByTestId('action-lock')).toHaveTextContent('Zablokuj');
  });
});
