/**
 * A barcode scanner "types" its code as a fast burst of keys ending in Enter; a person types
 * slower. The detector is fed every keydown and answers the code when a burst ends in Enter.
 */
interface BurstOptions {
  /** The longest pause between two keys of one scan (scanners: a few ms; people: 100 ms and more). */
  maxGapMs?: number;
  /** Shorter bursts are not scans (Enter after one or two quick keys is a person). */
  minLength?: number;
}

interface KeyLike {
  key: string;
  timeStamp: number;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export const SCAN_MAX_GAP_MS = 80;
const SCAN_MIN_LENGTH = 4;

export function createBurstDetector({ maxGapMs = SCAN_MAX_GAP_MS, minLength = SCAN_MIN_LENGTH }: BurstOptions = {}) {
  let buffer = '';
  let last = -Infinity;
  const reset = () => {
    buffer = '';
    last = -Infinity;
  };
  return {
    /** Feeds one keydown; answers the scanned code when this Enter ends a burst, else null. */
    key(e: KeyLike): string | null {
      if (e.ctrlKey || e.metaKey || e.altKey) {
        reset();
        return null;
      }
      const gap = e.timeStamp - last;
      if (e.key === 'Enter') {
        const code = buffer.length >= minLength && gap <= maxGapMs ? buffer : null;
        reset();
        return code;
      }
      if (e.key.length !== 1) {
        // Shift (a scanner types capitals with it) does not break a burst; other keys do.
        if (e.key !== 'Shift') reset();
        return null;
      }
      if (gap > maxGapMs) buffer = '';
      buffer += e.key;
      last = e.timeStamp;
      return null;
    },
    reset,
  };
}
