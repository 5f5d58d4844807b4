import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ManufacturingLabelLookupDocument } from '../../gql/graphql';
import { handOverLabelScan } from '../../shared/scan/label-code';
import { renderWithProviders } from '../../test/render-with-providers';
import { messageStore } from '../../shared/message/message-store';
import { useLabelScanAnywhere } from './use-label-scan-anywhere';

const lookup = (code: string, recordId: number): MockLink.MockedResponse => ({
  request: { query: ManufacturingLabelLookupDocument, variables: { code } },
  result: { data: { manufacturingLabelLookup: { __typename: 'ManufacturingLabelLookup', code, labelId: 9, recordId, status: 'PRINTED' } } },
});

function Shell({ enabled = true }: { enabled?: boolean }) {
  useLabelScanAnywhere(enabled);
  return (
    <div>
      <input data-testid="some-field" />
      <button type="button">x</button>
    </div>
  );
}

/** A scanner: the keys in one quick burst, then Enter. */
const scan = (target: Element, code: string) => {
  for (const key of code) fireEvent.keyDown(target, { key });
  fireEvent.keyDown(target, { key: 'Enter' });
};

describe("a label's QR scanned anywhere in the app", () => {
  it('a burst no field receives is looked up and opens the record', async () => {
    const { currentPath } = renderWithProviders(<Shell />, { path: '/app/packing', mocks: [lookup('G-501-2', 501)] });
    scan(document.body, 'g-501-2');
    await waitFor(() => expect(currentPath()).toBe('/app/manufacturing/501'));
  });

  it("typed into a field, the field keeps it (it hands over codes it does not read)", async () => {
    const { currentPath } = renderWithProviders(<Shell />, { path: '/app/inventories', mocks: [lookup('G-7-1', 7)] });
    scan(screen.getByTestId('some-field'), 'G-7-1');
    await new Promise((r) => setTimeout(r, 50));
    expect(currentPath()).toBe('/app/inventories');
    act(() => void handOverLabelScan('G-7-1'));
    await waitFor(() => expect(currentPath()).toBe('/app/manufacturing/7'));
  });

  it("a production sheet's R-<id> opens its record; a burst that is no label does nothing", async () => {
    const { currentPath } = renderWithProviders(<Shell />, { path: '/app/packing' });
    scan(document.body, 'ZAM/2026/0042');
    await new Promise((r) => setTimeout(r, 30));
    expect(currentPath()).toBe('/app/packing');
    scan(document.body, 'R-33');
    await waitFor(() => expect(currentPath()).toBe('/app/manufacturing/33'));
  });

  it('a client (role 1) shell does not listen', async () => {
    const { currentPath } = renderWithProviders(<Shell enabled={false} />, { path: '/app/order-history' });
    scan(document.body, 'R-33');
    await new Promise((r) => setTimeout(r, 30));
    expect(currentPath()).toBe('/app/order-history');
  });

  it('an unknown label says so and stays', async () => {
    const unknown: MockLink.MockedResponse = { request: { query: ManufacturingLabelLookupDocument, variables: { code: 'G-404-1' } }, result: { errors: [{ message: 'Etykieta G-404-1 nie istnieje', extensions: { code: 'NOT_FOUND' } }] as never } };
    const { currentPath } = renderWithProviders(<Shell />, { path: '/app/packing', mocks: [unknown] });
    scan(document.body, 'G-404-1');
    await waitFor(() => expect(messageStore.getState()).toMatchObject({ open: true, isError: true, message: 'Etykieta G-404-1 nie istnieje' }));
    expect(currentPath()).toBe('/app/packing');
  });
});
