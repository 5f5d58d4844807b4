import { describe, expect, it } from 'vitest';
import { parseDay, showDay } from './day-input';

describe('D/M/YYYY date filters', () => {
  it('reads D/M/YYYY whatever the browser language, refuses days that do not exist', () => {
    expect(parseDay('4/3/2026')).toBe('2026-03-04');
    expect(parseDay('04.03.2026')).toBe('2026-03-04');
    expect(parseDay('31/2/2026')).toBeNull();
    expect(parseDay('2026-03-04')).toBeNull();
    expect(showDay('2026-03-04')).toBe('4/3/2026');
  });
});
