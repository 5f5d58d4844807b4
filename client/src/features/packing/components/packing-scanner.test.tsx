import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PackingDocumentFragment } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fileNameOf } from '../hooks/use-document-file';
import { DocumentActions } from './document-actions';
import { MyLocks } from './my-locks';
import { ScannerInput } from './scanner-input';

const doc = (over: Partial<PackingDocumentFragment>): PackingDocumentFragment => ({
  id: 1,
  number: 'ZAM/2026/0001',
  customer: 'Jan Kowalski',
  shippingMethod: 'Kurier DPD',
  wantsInvoice: false,
  paymentsCod: false,
  is_pickup: false,
  pickup_place: null,
  is_locked: false,
  lockExpired: false,
  lockedById: null,
  lockedByName: null,
  lockedAt: null,
  status: 'NEW' as PackingDocumentFragment['status'],
  error: false,
  createdAt: '2026-03-29T07:00:00.000Z',
  ...over,
});
const noop = () => {};
const actions = (d: PackingDocumentFragment, shipping = false) => (
  <DocumentActions doc={d} myId={3} isAdmin={false} busy={false} shipping={shipping} onLock={noop} onUnlock={noop} onShip={noop} onMissingParts={noop} onDelete={noop} />
);

describe('packing actions say why they are disabled', () => {
  it('a free document: ship and missing parts wait for the lock, and say so', () => {
    renderWithProviders(actions(doc({})));
    expect(screen.getByTestId('action-ship')).toBeDisabled();
    expect(screen.getByTestId('action-ship')).toHaveAccessibleDescription('Najpierw zablokuj dokument');
    expect(screen.getByTestId('action-missing-parts')).toHaveAccessibleDescription('Najpierw zablokuj dokument');
    expect(screen.getByTestId('action-lock')).toBeEnabled();
  });

  it("another packer's live lock: Zablokuj is disabled for role 2 and names who holds it, since when, and whom to ask", () => {
    renderWithProviders(actions(doc({ is_locked: true, lockedById: 7, lockedByName: 'Beata Biurowa', lockedAt: '2026-03-29T08:05:00.000Z' })));
    expect(screen.getByTestId('action-lock')).toBeDisabled();
    const said = 'Zablokowany przez: Beata Biurowa, od 29/3/2026 10:05. Poproś tę osobę o zwolnienie blokady albo pracownika magazynu lub administratora o jej przejęcie.';
    expect(screen.getByTestId('actions-hint')).toHaveTextContent(said);
    expect(screen.getByTestId('action-lock')).toHaveAccessibleDescription(said);
  });

  it("another packer's live lock, role 3+: 'Przejmij blokadę' takes it over (ADR 1010)", async () => {
    const onTakeOver = vi.fn();
    const onLock = vi.fn();
    const held = doc({ is_locked: true, lockedById: 7, lockedByName: 'Beata Biurowa', lockedAt: '2026-03-29T08:05:00.000Z' });
    renderWithProviders(
      <DocumentActions doc={held} myId={3} isAdmin={false} role={3} busy={false} onLock={onLock} onUnlock={noop} onTakeOver={onTakeOver} onShip={noop} onMissingParts={noop} onDelete={noop} />,
    );
    const button = screen.getByTestId('action-lock');
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Przejmij blokadę');
    expect(screen.getByTestId('actions-hint')).toHaveTextContent('Zablokowany przez: Beata Biurowa, od 29/3/2026 10:05. Możesz przejąć blokadę — ta osoba dostanie powiadomienie.');
    await userEvent.click(button);
    expect(onTakeOver).toHaveBeenCalledTimes(1);
    expect(onLock).not.toHaveBeenCalled();
    expect(screen.getByTestId('action-ship')).toBeDisabled();
  });

  it('my lock: everything enabled, no hint; while a ship can be undone, the rest waits', () => {
    const mine = doc({ is_locked: true, lockedById: 3, lockedByName: 'Ja' });
    const view = renderWithProviders(actions(mine));
    expect(screen.getByTestId('action-ship')).toBeEnabled();
    expect(screen.queryByTestId('actions-hint')).toBeNull();
    view.unmount();
    renderWithProviders(actions(mine, true));
    expect(screen.getByTestId('action-ship')).toBeDisabled();
    expect(screen.getByTestId('actions-hint')).toHaveTextContent('Przekazywanie do wysyłki — możesz jeszcze cofnąć');
  });
});

function Scanner({ onScan }: { onScan(n: string): void }) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button">Przekaż do wysyłki</button>
      <textarea aria-label="Uwagi" />
      <ScannerInput inputRef={ref} onScan={onScan} />
    </>
  );
}

describe('the packing scan field', () => {
  it('takes back the keys of a scan typed while a button has the focus, but not those typed in another field', async () => {
    const onScan = vi.fn();
    renderWithProviders(<Scanner onScan={onScan} />);
    const field = screen.getByTestId('scanner-input');
    expect(field).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Przekaż do wysyłki' }));
    await userEvent.keyboard('ZAM/2026/0002{Enter}');
    expect(onScan).toHaveBeenCalledWith('ZAM/2026/0002');
    expect(field).toHaveFocus();
    await userEvent.click(screen.getByLabelText('Uwagi'));
    await userEvent.keyboard('szyba');
    expect(screen.getByLabelText('Uwagi')).toHaveValue('szyba');
    expect(onScan).toHaveBeenCalledTimes(1);
  });

  it('takes the keys when nothing has the focus (the document just left the queue)', async () => {
    const onScan = vi.fn();
    renderWithProviders(<Scanner onScan={onScan} />);
    act(() => (document.activeElement as HTMLElement).blur());
    await userEvent.keyboard('ZAM/2026/0003{Enter}');
    expect(onScan).toHaveBeenCalledWith('ZAM/2026/0003');
  });
});

describe('Moje blokady and the file name', () => {
  it('lists the documents I hold, each releasable', async () => {
    const onRelease = vi.fn();
    renderWithProviders(<MyLocks documents={[doc({ id: 5, number: 'ZAM/2026/0005', is_locked: true, lockedById: 3 })]} busy={false} onRelease={onRelease} />);
    expect(screen.getByText('Moje blokady (1)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zwolnij' }));
    expect(onRelease).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
  });

  it('names the download after the order: from the server, or from the number', () => {
    expect(fileNameOf('inline; filename="ZAM_2026_0001.pdf"', 'ZAM/2026/0001')).toBe('ZAM_2026_0001.pdf');
    expect(fileNameOf(null, 'ZAM/2026/0007')).toBe('ZAM_2026_0007.pdf');
  });
});
