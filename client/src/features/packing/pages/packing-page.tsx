import { Box, Button, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/auth-store';
import { useMeQuery, type PackingDocumentFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import { formatTime } from '../../../shared/format-time';
import { Notices, notify } from '../../../shared/ui/notices';
import { DeleteDialog } from '../components/delete-dialog';
import { DocumentActions } from '../components/document-actions';
import { DocumentBadges } from '../components/document-badges';
import { DocumentQueue } from '../components/document-queue';
import { DocumentViewer } from '../components/document-viewer';
import { LockBadge } from '../components/lock-badge';
import { MyLocks } from '../components/my-locks';
import { ScannerInput } from '../components/scanner-input';
import { useDocumentActions } from '../hooks/use-document-actions';
import { canTakeOver, lockedByHint } from '../lock-holder';
import { useDocumentFile } from '../hooks/use-document-file';
import { usePackingQueue } from '../hooks/use-packing-queue';
import { BREAKPOINT_PX, useMinWidth } from '../../../shared/hooks/use-min-width';
import { canActForOthers } from '../../../../../domain/authorization/index';

// Its form (react-hook-form + zod) loads when it is first opened, not with the queue.
const MissingPartsDialog = lazy(() => import('../components/missing-parts-dialog').then((m) => ({ default: m.MissingPartsDialog })));

/** Pakowanie: the scan field always on top, the live queue and my locks, the selected document's
 *  PDF beside its actions. After every result the focus is back in the scan field. */
export default function PackingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const me = useMeQuery();
  const myId = me.data ? Number(me.data.me.id) : null;
  const isAdmin = canActForOthers(session?.role);
  const role = session?.role ?? 0;
  // Another packer took over a lock of mine: said at once, with a tone.
  const { documents, total, loading, afterMyChange } = usePackingQueue(myId, (doc) =>
    notify({ message: t('packing.messages.takenFromMe', { number: doc.number, name: doc.lockedByName ?? '?' }), status: 'warning', sound: true, durationMs: 15_000 }),
  );
  const scanner = useRef<HTMLInputElement>(null);
  const focusScanner = () => requestAnimationFrame(() => scanner.current?.focus());
  const actions = useDocumentActions(() => {
    afterMyChange();
    focusScanner();
  });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'missing' | 'delete' | null>(null);
  // Mounted from its first opening on, so it keeps its closing animation.
  const [missingUsed, setMissingUsed] = useState(false);
  // The selection follows the live queue: a document that left it is no longer shown.
  const selected = documents.find((d) => d.id === selectedId) ?? null;
  const { file, loading: fileLoading } = useDocumentFile(selected?.id ?? null, selected?.number);
  const mine = documents.filter((d) => d.is_locked && d.lockedById === myId);
  // The notices lie over nothing: they take their place in the layout below the things one acts on
  //: under the action row of the selected document; with none selected, at the top of the
  // empty document column (wide) or under the scan field (phone, where the queue then moves down).
  const wide = useMinWidth(BREAKPOINT_PX.lg);
  const notices = <Notices closeLabel={t('message.close')} placement="inline" label={t('packing.noticesLabel')} />;

  /** The next order: the documents I hold are released (except one waiting to be shipped), then
   *  the scanned one is locked; someone else's lock is said, with the holder and since when, and
   *  "Przejmij blokadę" on the notice for those who may take it over. */
  const onScan = async (number: string) => {
    const doc = documents.find((d) => d.number.toLowerCase() === number.toLowerCase());
    if (!doc) {
      notify({ message: t('packing.scannerNotFound', { number }), status: 'error', sound: true });
      return;
    }
    setSelectedId(doc.id);
    for (const held of mine) if (held.id !== doc.id && held.id !== actions.shipping?.id) await actions.setLock(held, false, true);
    if (doc.is_locked && doc.lockedById === myId) {
      notify({ message: t('packing.messages.lockedNow', { number: doc.number }), status: 'success', sound: true });
    } else if (doc.is_locked && !doc.lockExpired) {
      notify({
        message: lockedByHint(doc, myId, role, t),
        status: 'warning',
        sound: true,
        ...(canTakeOver(doc, myId, role) ? { durationMs: 15_000, action: { label: t('packing.actions.takeOver'), onClick: () => void actions.takeOver(doc) } } : {}),
      });
    } else {
      await actions.setLock(doc, true);
    }
    focusScanner();
  };

  const withSelected = (fn: (doc: PackingDocumentFragment) => Promise<boolean>) => async () => {
    if (!selected) return;
    const ok = await fn(selected);
    if (ok) setDialog(null);
  };
  const closeDialog = () => {
    setDialog(null);
    focusScanner();
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="xl">
          {t('packing.title')}
        </Heading>
        <Text color="fg.muted" data-testid="queue-count">
          {t('packing.queueCount', { count: total })}
        </Text>
      </HStack>
      <Box maxW={{ lg: '380px' }}>
        <ScannerInput inputRef={scanner} onScan={(n) => void onScan(n)} ready={!loading} />
      </Box>
      {!selected && !wide && notices}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(280px, 380px) minmax(0, 1fr)' }} gap="4" alignItems="start">
        <Stack gap="3" display={{ base: selected ? 'none' : 'flex', lg: 'flex' }}>
          <MyLocks documents={mine} busy={actions.busy} onRelease={(d) => void actions.setLock(d, false)} />
          {loading ? <Spinner /> : <DocumentQueue documents={documents} selectedId={selectedId} myId={myId} onSelect={(d) => setSelectedId(d.id)} />}
        </Stack>
        <Box minW="0">
          {selected ? (
            <Stack gap="3" data-testid="document-detail" data-number={selected.number}>
              <Button variant="ghost" size="sm" alignSelf="start" display={{ base: 'inline-flex', lg: 'none' }} onClick={() => setSelectedId(null)}>
                {t('packing.actions.back')}
              </Button>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Box>
                  <Heading as="h3" size="lg">
                    {selected.number}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {selected.customer} · {selected.shippingMethod}
                    {selected.lockedAt && selected.is_locked ? ` · ${t('packing.lockedSince', { date: formatDate(selected.lockedAt), time: formatTime(selected.lockedAt) })}` : ''}
                  </Text>
                </Box>
                <LockBadge doc={selected} myId={myId} />
              </HStack>
              <DocumentBadges doc={selected} />
              <DocumentActions
                doc={selected}
                myId={myId}
                isAdmin={isAdmin}
                role={role}
                busy={actions.busy}
                shipping={actions.shipping?.id === selected.id}
                onLock={() => void actions.setLock(selected, true)}
                onUnlock={() => void actions.setLock(selected, false)}
                onTakeOver={() => void actions.takeOver(selected)}
                onShip={() => actions.ship(selected)}
                onMissingParts={() => {
                  setMissingUsed(true);
                  setDialog('missing');
                }}
                onDelete={() => setDialog('delete')}
              />
              {notices}
              <DocumentViewer file={file} loading={fileLoading} number={selected.number} />
              {missingUsed && (
                <Suspense fallback={null}>
                  <MissingPartsDialog
                    open={dialog === 'missing'}
                    number={selected.number}
                    busy={actions.busy}
                    onClose={closeDialog}
                    onSubmit={(v) => void withSelected((d) => actions.missingParts(d, v.parts, v.note))()}
                  />
                </Suspense>
              )}
              <DeleteDialog open={dialog === 'delete'} number={selected.number} busy={actions.busy} onClose={closeDialog} onConfirm={() => void withSelected(actions.remove)()} />
            </Stack>
          ) : (
            <>
              {wide && notices}
              <Text color="fg.muted" py="10" textAlign="center" display={{ base: 'none', lg: 'block' }}>
              {t('packing.select')}
              </Text>
            </>
          )}
        </Box>
      </Grid>
    </Stack>
  );
}
