import { Alert, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';

export type NoticeKind = 'success' | 'error' | 'warning' | 'info';
export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

/** How long a notice stays (SPEC.md section 9: messages hide after 4000 ms; a scanner worker looks up later, so a little longer). */
export const NOTICE_MS = 6000;
const MAX_NOTICES = 3;

/** Non-blocking notices for a scanner screen: never a dialog, never the focus. */
export function useNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const push = useCallback((kind: NoticeKind, text: string) => {
    const id = nextId.current++;
    setNotices((list) => [{ id, kind, text }, ...list].slice(0, MAX_NOTICES));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setNotices((list) => list.filter((n) => n.id !== id));
    }, NOTICE_MS);
    timers.current.add(timer);
  }, []);
  return { notices, push };
}

export type PushNotice = ReturnType<typeof useNotices>['push'];

/** The notices, newest first; errors are announced at once (role alert), the rest politely. */
export function NoticeList({ notices }: { notices: Notice[] }) {
  return (
    <Stack gap="2" aria-live="polite" data-testid="station-notices" minH="0">
      {notices.map((n) => (
        <Alert.Root key={n.id} status={n.kind} role={n.kind === 'error' ? 'alert' : 'status'} size="sm" data-testid="station-notice" data-kind={n.kind}>
          <Alert.Indicator />
          <Alert.Title>{n.text}</Alert.Title>
        </Alert.Root>
      ))}
    </Stack>
  );
}
