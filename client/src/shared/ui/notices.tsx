import { Alert, Button, CloseButton, Stack } from '@chakra-ui/react';
import { useEffect, useSyncExternalStore } from 'react';

/** How long a notice stays: long enough to read, short enough not to pile up on a scanner screen. */
export const NOTICE_MS = 4000;

type NoticeStatus = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  message: string;
  status?: NoticeStatus;
  /** Scanner screens: a short tone tells the result without looking (success high, error low). */
  sound?: boolean;
  /** One action on the notice, e.g. "Cofnij" while an action can still be undone. */
  action?: { label: string; onClick(): void };
  durationMs?: number;
  /** Replaces the notice with the same id instead of stacking a second one. */
  id?: string;
}

/** At most this many notices at once; a newer one pushes the oldest out. */
export const MAX_NOTICES = 4;

interface Entry {
  id: string;
  message: string;
  status: NoticeStatus;
  sound?: NoticeStatus;
  action?: Notice['action'];
}

// A small store of its own (not a toast library's fixed overlay): the notices are drawn where the
// screen puts them, in its layout, so they never lie over its actions.
let entries: Entry[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let seq = 0;
const publish = (next: Entry[]) => {
  entries = next;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => entries;

let audio: AudioContext | null = null;

/** A short beep through Web Audio (no file to load). Silent where there is no audio (tests, old browsers). */
export function playTone(status: NoticeStatus): void {
  try {
    const Ctx = globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    const error = status === 'error' || status === 'warning';
    osc.type = error ? 'square' : 'sine';
    osc.frequency.value = error ? 220 : 880;
    gain.gain.value = 0.08;
    osc.connect(gain).connect(audio.destination);
    const now = audio.currentTime;
    osc.start(now);
    osc.stop(now + (error ? 0.35 : 0.12));
  } catch {
    // no audio device: the notice alone says it
  }
}

/**
 * A non-blocking notice (a toast): it never takes the focus, so a scanner's next Enter still lands
 * in the scan field. Successes of small actions, scanner results and errors on scanner screens use
 * it; the message dialog stays for what must be read.
 */
export function notify(n: Notice): string {
  const status = n.status ?? 'success';
  if (n.sound) playTone(status);
  const id = n.id ?? `notice:${++seq}`;
  const entry: Entry = { id, message: n.message, status, sound: n.sound ? status : undefined, action: n.action };
  const kept = entries.filter((e) => e.id !== id);
  const next = [entry, ...kept];
  for (const dropped of next.slice(MAX_NOTICES)) clearTimer(dropped.id);
  publish(next.slice(0, MAX_NOTICES));
  clearTimer(id);
  timers.set(
    id,
    setTimeout(() => dismissNotice(id), n.durationMs ?? (status === 'error' ? NOTICE_MS * 1.5 : NOTICE_MS)),
  );
  return id;
}

function clearTimer(id: string) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
}

export function dismissNotice(id: string): void {
  clearTimer(id);
  if (entries.some((e) => e.id === id)) publish(entries.filter((e) => e.id !== id));
}

// How many screens draw the notices now: with none, the shell's fallback lane shows them.
let mounted = 0;
const mountListeners = new Set<() => void>();
const setMounted = (n: number) => {
  mounted = n;
  mountListeners.forEach((l) => l());
};
const subscribeMounted = (l: () => void) => {
  mountListeners.add(l);
  return () => mountListeners.delete(l);
};

/** The notices shown now, newest first. */
const useNoticeEntries = () => useSyncExternalStore(subscribe, snapshot, snapshot);

/**
 * Where the notices show, newest first, rendered once by the screens that use them, as part of the
 * screen's layout: `inline` (a lane in the page's flow; the screen places it where nothing it pushes
 * is an action, e.g. Pakowanie under its action row) or `overlay` (pinned bottom-end over the page,
 * for screens whose actions sit in rows and side panels).
 */
export function Notices({ closeLabel, placement = 'overlay', label, fallback = false }: { closeLabel: string; placement?: 'inline' | 'overlay'; label?: string; fallback?: boolean }) {
  const list = useNoticeEntries();
  useEffect(() => {
    if (fallback) return;
    setMounted(mounted + 1);
    return () => setMounted(mounted - 1);
  }, [fallback]);
  const overlay =
    placement === 'overlay'
      ? ({ position: 'fixed', insetInlineEnd: '4', insetInlineStart: { base: '4', md: 'auto' }, bottom: '4', zIndex: 'toast', width: { md: 'sm' }, pointerEvents: 'none' } as const)
      : {};
  return (
    <Stack gap="2" aria-live="polite" role={label ? 'region' : undefined} aria-label={label} data-testid="notices" data-placement={placement} {...overlay}>
      {list.map((n) => (
        <Alert.Root
          key={n.id}
          status={n.status}
          role={n.status === 'error' ? 'alert' : 'status'}
          size="sm"
          alignItems="center"
          pointerEvents="auto"
          boxShadow={placement === 'overlay' ? 'md' : undefined}
          data-testid="notice"
          data-status={n.status}
          data-sound={n.sound}
        >
          <Alert.Indicator />
          <Alert.Content flex="1" minW="0">
            <Alert.Title>{n.message}</Alert.Title>
          </Alert.Content>
          {n.action && (
            <Button
              size="xs"
              variant="outline"
              data-testid="notice-action"
              onClick={() => {
                n.action?.onClick();
                dismissNotice(n.id);
              }}
            >
              {n.action.label}
            </Button>
          )}
          <CloseButton size="xs" aria-label={closeLabel} onClick={() => dismissNotice(n.id)} />
        </Alert.Root>
      ))}
    </Stack>
  );
}

/** The shell's lane (bottom-end, over the page) for screens that draw no notices of their own, so a
 *  notice (a print done, a refused scan) is seen on every screen. */
export function FallbackNotices({ closeLabel }: { closeLabel: string }) {
  const count = useSyncExternalStore(subscribeMounted, () => mounted, () => mounted);
  return count === 0 ? <Notices closeLabel={closeLabel} fallback /> : null;
}
