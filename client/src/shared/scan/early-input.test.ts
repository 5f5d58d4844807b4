import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { takeEarlyScans, takeEarlyTap } from './early-input';

/** index.html's early catcher, run as the browser runs it before the app. */
function loadEarlyScript(): void {
  const html = readFileSync(join(__dirname, '../../../index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((s) => s.includes('__earlyInput'));
  if (!script) throw new Error('index.html has no early input script');
  new Function(script)();
}

const key = (k: string, target: EventTarget = document.activeElement ?? document.body) => {
  const e = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  target.dispatchEvent(e);
  return e.defaultPrevented;
};
const type = (text: string) => [...text].forEach((c) => key(c));

describe("index.html's early catcher hands scans and taps to the app (ADR 1011)", () => {
  beforeAll(loadEarlyScript);
  afterEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.appReady;
    takeEarlyScans();
    takeEarlyTap();
  });

  it('keeps keys meant for the scan field before the app is ready: shown in the field, each Enter a scan, handed over once', () => {
    document.body.innerHTML = '<input data-scan-field="" /><button>x</button>';
    const field = document.querySelector('input')!;
    type('ZAM/1');
    expect(field.value).toBe('ZAM/1');
    expect(key('Enter')).toBe(true);
    expect(field.value).toBe('');
    type('ZAM/23');
    key('Backspace');
    expect(field.value).toBe('ZAM/2');
    expect(takeEarlyScans()).toEqual({ scans: ['ZAM/1'], partial: 'ZAM/2' });
    expect(takeEarlyScans()).toEqual({ scans: [], partial: '' });
  });

  it('leaves alone keys for another field, shortcuts, pages without a scan field, and everything once the app is ready', () => {
    document.body.innerHTML = '<input data-scan-field="" /><input id="other" />';
    const other = document.getElementById('other') as HTMLInputElement;
    other.focus();
    expect(key('a', other)).toBe(false);
    other.blur();
    expect(key('Tab')).toBe(false);
    document.body.innerHTML = '<p>bez pola skanera</p>';
    expect(key('a')).toBe(false);
    document.body.innerHTML = '<input data-scan-field="" />';
    document.documentElement.dataset.appReady = 'true';
    expect(key('a')).toBe(false);
    key('Enter');
    expect(takeEarlyScans()).toEqual({ scans: [], partial: '' });
  });

  it('keeps the last tap on a [data-early-tap] element before the app is ready, and marks it', () => {
    document.body.innerHTML = '<div data-early-tap="queue-row:7"><span id="inner">ZAM/7</span></div><div data-early-tap="queue-row:8"></div>';
    const click = (el: Element) => {
      const e = new MouseEvent('click', { bubbles: true, cancelable: true });
      el.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(click(document.getElementById('inner')!)).toBe(true);
    expect(document.querySelector('[data-early-tap="queue-row:7"]')!.hasAttribute('data-early-tapped')).toBe(true);
    expect(takeEarlyTap()).toBe('queue-row:7');
    expect(document.querySelector('[data-early-tapped]')).toBeNull();
    expect(takeEarlyTap()).toBeNull();
    document.documentElement.dataset.appReady = 'true';
    expect(click(document.querySelector('[data-early-tap="queue-row:8"]')!)).toBe(false);
    expect(takeEarlyTap()).toBeNull();
  });
});
