import { Drawer, CloseButton, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../shared/session/auth-store';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useRecordDrawer } from '../hooks/use-record-drawer';
import { NoticeList, useNotices } from './notices';
import { RecordActions, RecordFacts, RecordLabels, RecordLog, RecordMissingGlass, RecordPanes, RecordSchema, useDrawerText } from './record-details';
import { LabelReasonForm, MissingReportForm, RecordEditor } from './record-forms';
import { canActForOthers } from '../../../../../../domain/authorization/index';

interface Props {
  recordId: number | null;
  role: number;
  onClose(): void;
  /** The tab the record belongs on ('1' open, '2' completed): the screen moves there when opened by a bare link. */
  onRecordTab(tab: string): void;
}

/** /app/manufacturing/{id}: the record with its panes, width specification, labels, log and missing glass; its actions; live. */
export function RecordDrawer({ recordId, role, onClose, onRecordTab }: Props) {
  const { t } = useTranslation();
  const d = useDrawerText();
  const myNumber = useSession()?.numer_pracownika ?? 0;
  const notices = useNotices();
  const data = useRecordDrawer(recordId, notices.push);
  const { record, sheetStatus, busy } = data;

  useEffect(() => {
    if (record) onRecordTab(record.status === 'CLOSED' ? '2' : '1');
  }, [record, onRecordTab]);

  const [confirmDelete, setConfirmDelete] = useState(false);
  const [missing, setMissing] = useState(false);
  const [labelAction, setLabelAction] = useState<'reprint' | 'void' | null>(null);
  const [editing, setEditing] = useState(false);
  // another record opened: nothing half-done carries over
  useEffect(() => {
    setEditing(false);
    setLabelAction(null);
    setMissing(false);
  }, [recordId]);

  const activeLabelIds = record?.labels.filter((l) => l.status !== 'VOIDED').map((l) => l.id) ?? [];
  const closed = record?.status === 'CLOSED' || record?.status === 'DELETED';
  const canDelete = !!record && !closed && (record.employeeNumber === myNumber || canActForOthers(role));
  const schemaId = record?.schemaId ?? record?.panes.find((p) => p.schemaId != null)?.schemaId ?? null;

  return (
    <Drawer.Root open={recordId !== null} onOpenChange={(e) => !e.open && onClose()} placement="end" size={{ base: 'full', md: 'lg' }} lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="record-drawer" data-id={recordId ?? undefined}>
            <Drawer.Header>
              <Drawer.Title>{d('title', { id: recordId })}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <NoticeList notices={notices.notices} />
                {!record && data.loading && (
                  <HStack>
                    <Spinner size="sm" />
                    <Text>{d('loading')}</Text>
                  </HStack>
                )}
                {data.failed && <Text color="fg.error">{data.notFound ? d('notFound', { id: recordId }) : t('manufacturing.custom.station.failed')}</Text>}
                {record && (
                  <>
                    <RecordFacts record={record} sheetStatus={sheetStatus} onDownloadSheet={() => void data.downloadSheet()} />
                    <RecordActions
                      record={record}
                      closed={closed}
                      editing={editing}
                      hasLabels={activeLabelIds.length > 0}
                      labelAction={labelAction}
                      printing={busy.printing}
                      canDelete={canDelete}
                      onEdit={() => setEditing(true)}
                      onPrint={() => void data.print()}
                      onLabelAction={setLabelAction}
                      onReportMissing={() => setMissing(true)}
                      onDelete={() => setConfirmDelete(true)}
                    />

                    {labelAction && !closed && (
                      <LabelReasonForm
                        key={labelAction}
                        kind={labelAction}
                        busy={labelAction === 'reprint' ? busy.reprinting : busy.voiding}
                        onCancel={() => setLabelAction(null)}
                        onConfirm={(reason) =>
                          void (labelAction === 'reprint' ? data.reprint(activeLabelIds, reason) : data.voidLabels(activeLabelIds, reason)).then((ok) => ok && setLabelAction(null))
                        }
                      />
                    )}

                    {editing && !closed && (
                      <RecordEditor
                        record={record}
                        myNumber={myNumber}
                        onCancel={() => setEditing(false)}
                        onStale={data.refetch}
                        onSaved={() => {
                          setEditing(false);
                          notices.push('success', d('saved', { id: record.id }));
                          data.refetch();
                        }}
                      />
                    )}

                    {missing && (
                      <MissingReportForm
                        panes={record.panes}
                        myNumber={myNumber}
                        busy={busy.reporting}
                        onCancel={() => setMissing(false)}
                        onConfirm={(report) => void data.reportMissing(report).then((ok) => ok && setMissing(false))}
                      />
                    )}

                    <RecordPanes panes={record.panes} />

                    {schemaId != null && <RecordSchema schemaId={schemaId} />}

                    <RecordLabels labels={record.labels} />

                    <RecordMissingGlass missingGlass={record.missingGlass} />

                    <RecordLog log={record.log} />
                  </>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={d('close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      <ConfirmDialog
        open={confirmDelete}
        title={d('delete')}
        body={record ? d('confirmDelete', { id: record.id, order: record.numer_zamowienia }) : ''}
        cancelLabel={d('cancel')}
        confirmLabel={d('delete')}
        busy={busy.removing}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void data.remove(myNumber).then((ok) => ok && setConfirmDelete(false))}
        testId="record-delete-dialog"
      />
    </Drawer.Root>
  );
}
