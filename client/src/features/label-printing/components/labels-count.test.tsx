import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LabelsCount } from './labels-count';

describe('labels count', () => {
  it('says the count, or "ponad" the bound when the server stopped counting', () => {
    const exact = renderWithProviders(<LabelsCount totalCount={42} totalCountExact />);
    expect(screen.getByTestId('labels-count').textContent).toBe('Etykiet: 42');
    exact.unmount();
    renderWithProviders(<LabelsCount totalCount={10_001} totalCountExact={false} />);
    expect(screen.getByTestId('labels-count').textContent).toBe('Etykiet: ponad 10000');
  });
});
