import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { RecordCard } from './record-card';

const record = {
  id: 58,
  numer_zamowienia: 'ZAM/2026/05058',
  type: 'szklo_kabina',
  status: 'NEW',
  employeeNumber: 1004,
  employeeName: 'Adam Administracki',
  paneCount: 2,
  weightKg: 12.5,
  batchNumber: null,
  openMissingGlass: 0,
  activeLabels: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('RecordCard', () => {
  it('shows the whole order number, free to wrap after its slashes, never cut with an ellipsis', () => {
    // Arrange + Act
    renderWithProviders(<RecordCard record={record} onOpen={() => undefined} />);
    // Assert
    const open = screen.getByTestId('record-open');
    expect(open.textContent).toBe('ZAM/2026/05058');
    expect(open.querySelectorAll('wbr')).toHaveLength(2);
    expect(getComputedStyle(open).textOverflow).not.toBe('ellipsis');
    expect(screen.getByText('12,5 kg', { exact: false })).toBeTruthy();
  });
});
