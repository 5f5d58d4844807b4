import { describe, expect, it } from 'vitest';
import { createBurstDetector } from './scan-burst';
import { handOverLabelScan, LABEL_SCAN_EVENT, readAppCode } from './label-code';

/** Feeds `text` then Enter, one key every `gapMs` (from `start`); answers what Enter gave. */
function type(detector: ReturnType<typeof createBurstDetector>, text: string, gapMs: number, start = 1000): string | null {
  let ts = start;
  for (const key of text) {
    expect(detector.key({ key, timeStamp: ts })).toBeNull();
    ts += gapMs;
  }
  return detector.key({ key: 'Enter', timeStamp: ts });
}

describe('scanner burst detection', () => {
  it('a fast burst ending in Enter is a scan', () => {
    expect(type(createBurstDetector(), 'G-501-2', 8)).toBe('G-501-2');
  });

  it('a person typing (slow keys) is not a scan; nor is Enter after a pause', () => {
    expect(type(createBurstDetector(), 'G-501-2', 180)).toBeNull();
    const d = createBurstDetector();
    for (const [i, key] of [...'G-501-2'].entries()) d.key({ key, timeStamp: 1000 + i * 5 });
    expect(d.key({ key: 'Enter', timeStamp: 2000 })).toBeNull();
  });

  it('slow keys before a burst are dropped: only the burst is the code', () => {
    const d = createBurstDetector();
    d.key({ key: 'x', timeStamp: 0 });
    d.key({ key: 'y', timeStamp: 300 });
    expect(type(d, 'G-12-1', 5, 900)).toBe('G-12-1');
  });

  it('too short bursts, modifier chords and other keys break it', () => {
    expect(type(createBurstDetector(), 'ab', 5)).toBeNull();
    const d = createBurstDetector();
    d.key({ key: 'G', timeStamp: 0 });
    d.key({ key: '-', timeStamp: 5 });
    d.key({ key: 'c', timeStamp: 10, ctrlKey: true });
    for (const [i, key] of [...'12-1'].entries()) d.key({ key, timeStamp: 15 + i * 5 });
    expect(d.key({ key: 'Enter', timeStamp: 40 })).toBe('12-1');
    const e = createBurstDetector();
    e.key({ key: 'G', timeStamp: 0 });
    e.key({ key: 'Shift', timeStamp: 3 });
    for (const [i, key] of [...'-7-1'].entries()) e.key({ key, timeStamp: 6 + i * 5 });
    expect(e.key({ key: 'Enter', timeStamp: 30 })).toBe('G-7-1');
    e.key({ key: 'a', timeStamp: 100 });
    e.key({ key: 'ArrowLeft', timeStamp: 102 });
    expect(type(e, '', 5, 104)).toBeNull();
  });
});

describe('label and sheet codes', () => {
  it('reads labels (and reprints) and production sheets, nothing else', () => {
    expect(readAppCode(' g-501-2 ')).toEqual({ kind: 'label', code: 'G-501-2' });
    expect(readAppCode('G-501-2-R1')).toEqual({ kind: 'label', code: 'G-501-2-R1' });
    expect(readAppCode('R-77')).toEqual({ kind: 'sheet', recordId: 77 });
    for (const other of ['ZAM/2026/0042', '5901234123457', 'G-501', 'PRT/2026/000003', '']) expect(readAppCode(other)).toBeNull();
  });

  it('a scan field hands over only the codes it does not read, as an event the shell hears', () => {
    const heard: string[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent<string>).detail);
    window.addEventListener(LABEL_SCAN_EVENT, listener);
    expect(handOverLabelScan('ZAM/2026/0042')).toBe(false);
    expect(handOverLabelScan(' G-9-1 ')).toBe(true);
    window.removeEventListener(LABEL_SCAN_EVENT, listener);
    expect(heard).toEqual(['G-9-1']);
  });
});
