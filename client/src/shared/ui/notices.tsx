import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

/** How long a notice stays: long enough to read, short enough not to pile up on a scanner screen. */
export const NOTICE_MS = 4000;

export type NoticeStatus = 'success' | 'error' | 'info' | 'warning';

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

export const noticeToaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

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
  return noticeToaster.create({
    ...(n.id ? { id: n.id } : {}),
    type: status,
    title: n.message,
    duration: n.durationMs ?? (status === 'error' ? NOTICE_MS * 1.5 : NOTICE_MS),
    closable: true,
    action: n.action ? { label: n.action.label, onClick: n.action.onClick } : undefined,
    meta: { sound: n.sound ? status : undefined },
  });
}

export const dismissNotice = (id: string) => noticeToaster.dismiss(id);

/** Where the notices show; rendered once by the screens that use them. */
export function Notices({ closeLabel }: { closeLabel: string }) {
  return (
    <Portal>
      <Toaster toaster={noticeToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="notice" data-status={toast.type} data-sound={(toast.meta as { sound?: string } | undefined)?.sound}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger data-testid="notice-action">{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label={closeLabel} />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
