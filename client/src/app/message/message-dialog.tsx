import { CloseButton, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon, CheckCircleIcon } from '../../shared/ui/icons';
import { hideMessage, useMessage } from '../../shared/message/message-store';

/** The global message dialog (SPEC.md sections 4 and 8): success or error style, auto-hides. */
export function MessageDialog() {
  const { t } = useTranslation();
  const { open, message, isError } = useMessage();
  const StatusIcon = isError ? AlertCircleIcon : CheckCircleIcon;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open) hideMessage();
      }}
      role={isError ? 'alertdialog' : 'dialog'}
      placement="center"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="message-dialog" data-status={isError ? 'error' : 'success'}>
            <Dialog.Header>
              <HStack gap="3">
                <StatusIcon
                  boxSize="6"
                  color={isError ? 'fg.error' : 'fg.success'}
                  data-testid={isError ? 'message-error-icon' : 'message-success-icon'}
                />
                <Dialog.Title>{isError ? t('message.errorTitle') : t('message.successTitle')}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('message.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
