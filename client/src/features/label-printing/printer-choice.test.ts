import { beforeEach, describe, expect, it } from 'vitest';
import { initialPrinter, offeredPrinters, recallPrinter, rememberPrinter } from './printer-choice';

describe('printer choice (SPEC.md section 7)', () => {
  beforeEach(() => localStorage.clear());

  it('offers only printers named arizona, kiosk, zdesigner gk420d or zebra (any case), sorted by id descending', () => {
    const printers = [
      { id: 1, name: 'Zebra ZD421 magazyn' },
      { id: 2, name: 'HP LaserJet biuro' },
      { id: 3, name: 'ZDesigner GK420d biuro' },
      { id: 4, name: 'Kiosk PDF' },
      { id: 5, name: 'ARIZONA hala' },
      { id: 6, name: 'ZDesigner GX430t' },
      { id: 7, name: 'zebra' },
    ];
    expect(offeredPrinters(printers).map((p) => p.id)).toEqual([7, 5, 4, 3, 1]);
  });

  it('remembers the last printer per user and falls back to the first offered one', () => {
    const offered = [{ id: 9 }, { id: 4 }];
    expect(initialPrinter(offered, recallPrinter(17))).toBe(9);
    rememberPrinter(17, 4);
    expect(recallPrinter(17)).toBe(4);
    expect(recallPrinter(18)).toBeNull();
    expect(initialPrinter(offered, recallPrinter(17))).toBe(4);
    // a remembered printer that is no longer offered is not chosen
    expect(initialPrinter([{ id: 9 }], recallPrinter(17))).toBe(9);
  });
});
