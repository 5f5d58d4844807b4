import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFieldScanGuard, SCAN_ACCEPTS_ATTR, STRAY_SCAN_EVENT } from './field-scan-guard';

/** A text field that is not a scan field, kept by React state, with the guard switched on. */
function Box({ refuse, initial = '' }: { refuse: (code: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  useEffect(() => installFieldScanGuard(refuse), [refuse]);
  return <textarea data-testid="box" {...{ [SCAN_ACCEPTS_ATTR]: 'ean' }} value={value} onChange={(e) => setValue(e.target.value)} />;
}

/** Sets a field's value the way a browser's typing does (React sees it as an input event). */
function insert(el: HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, el.value + text);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** One key as the browser delivers it at `timeStamp`: keydown, then (unless prevented) the character. */
function press(el: HTMLTextAreaElement, key: string, timeStamp: number) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  act(() => {
    el.dispatchEvent(event);
    if (!event.defaultPrevented) {
      if (key === 'Enter') insert(el, '\n');
      else if (key.length === 1) insert(el, key);
    }
  });
}

/** Types `text` then Enter; `gaps(i)` is the pause before key i (Enter is key text.length). */
function typeKeys(el: HTMLTextAreaElement, text: string, start: number, gaps: (i: number) => number): number {
  let ts = start;
  [...text, 'Enter'].forEach((key, i) => {
    ts += gaps(i);
    press(el, key, ts);
  });
  return ts;
}

describe('the field scan guard', () => {
  let stray: ((e: Event) => void) | null = null;
  afterEach(() => {
    if (stray) window.removeEventListener(STRAY_SCAN_EVENT, stray);
    stray = null;
  });

  it('a burst split by one 150 ms pause is one scan: the box keeps only what it held before its first key', () => {
    const refuse = vi.fn();
    render(<Box refuse={refuse} />);
    const box = screen.getByTestId<HTMLTextAreaElement>('box');
    box.focus();
    // a person types a part, 120 ms a key
    const ts = typeKeys(box, 'uszczelka', 1000, () => 120);
    expect(box.value).toBe('uszczelka\n');
    const code = 'ZAM/2026/H7B1440123';
    // the scanner: 5 ms a key, but the busy machine stalls 150 ms after "ZAM/2026/H7"
    typeKeys(box, code, ts + 400, (i) => (i === 'ZAM/2026/H7'.length ? 150 : 5));
    expect(box.value).toBe('uszczelka\n');
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(refuse).toHaveBeenCalledWith(code);
  });

  it('the pause may fall just before the Enter too', () => {
    const refuse = vi.fn();
    render(<Box refuse={refuse} initial="uszczelka" />);
    const box = screen.getByTestId<HTMLTextAreaElement>('box');
    typeKeys(box, 'ZAM/2026/05031', 1000, (i) => (i === 'ZAM/2026/05031'.length ? 200 : 4));
    expect(box.value).toBe('uszczelka');
    expect(refuse).toHaveBeenCalledWith('ZAM/2026/05031');
  });

  it('a screen that takes the stray scan gets the whole code, not its last part', () => {
    const refuse = vi.fn();
    const codes: string[] = [];
    stray = (e) => {
      codes.push((e as CustomEvent<string>).detail);
      e.preventDefault();
    };
    window.addEventListener(STRAY_SCAN_EVENT, stray);
    render(<Box refuse={refuse} />);
    const box = screen.getByTestId<HTMLTextAreaElement>('box');
    typeKeys(box, 'ZAM/2026/H7A390', 1000, (i) => (i === 6 ? 150 : 6));
    expect(codes).toEqual(['ZAM/2026/H7A390']);
    expect(refuse).not.toHaveBeenCalled();
    expect(box.value).toBe('');
  });

  it("a part's EAN split by a pause still goes into the box it is accepted by", () => {
    const refuse = vi.fn();
    render(<Box refuse={refuse} initial={"uszczelka\n"} />);
    const box = screen.getByTestId<HTMLTextAreaElement>('box');
    typeKeys(box, '5900048000008', 1000, (i) => (i === 5 ? 150 : 5));
    expect(box.value).toBe('uszczelka\n5900048000008\n');
    expect(refuse).not.toHaveBeenCalled();
  });

  it('a person typing (100 ms and more a key) is never taken for a scan, however long the text', () => {
    const refuse = vi.fn();
    render(<Box refuse={refuse} />);
    const box = screen.getByTestId<HTMLTextAreaElement>('box');
    const text = 'ZAM/2026/05031 uszczelka';
    const ts = typeKeys(box, text, 1000, () => 100);
    // nor with a few quick keys now and then (a typist's rolled-over letters) and one long pause
    typeKeys(box, 'abcdefgh', ts + 100, (i) => (i === 3 ? 400 : i % 3 === 0 ? 100 : 30));
    expect(box.value).toBe(`${text}\nabcdefgh\n`);
    expect(refuse).not.toHaveBeenCalled();
  });

  it('two long pauses split the keys: a scan after a person paused twice restores only the burst', () => {
    const refuse = vi.fn();
    render(<Box refuse={refuse} initial="a" />);
    const box = screen.getByTestId<HTMLTextAreaElement>('box');
    // quick, pause, quick, pause, then a burst: the last pause ends the run the first one began
    typeKeys(box, 'xyzuvwZAM/2026/1', 1000, (i) => (i === 3 || i === 6 ? 900 : 5));
    expect(box.value).toBe('axyzuvw');
    expect(refuse).toHaveBeenCalledWith('ZAM/2026/1');
  });
});
