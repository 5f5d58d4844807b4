import { describe, expect, it } from 'vitest';
import { dailyBatchRows } from './analytics-rows';

describe('dailyBatchRows', () => {
  it('gives a day with no batch 0 batches and no panes-per-batch value (not 0)', () => {
    // Arrange
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    const batches = [
      { day: '2026-11-01', batches: 2, panesPerBatch: 4.5 },
      { day: '2026-11-03', batches: 1, panesPerBatch: 9 },
    ];
    // Act
    const rows = dailyBatchRows(days, batches);
    // Assert
    expect(rows).toEqual([
      { day: '1/11', batches: 2, panesPerBatch: 4.5 },
      { day: '2/11', batches: 0, panesPerBatch: null },
      { day: '3/11', batches: 1, panesPerBatch: 9 },
    ]);
  });
});
