import { createStore, useStore } from '../store/create-store';

/** SPEC.md section 9: the message dialog hides after 4000 ms. */
export const MESSAGE_AUTO_HIDE_MS = 4000;

interface MessageState {
  open: boolean;
  message: string;
  isError: boolean;
}

export const messageStore = createStore<MessageState>({ open: false, message: '', isError: false });

let hideTimer: ReturnType<typeof setTimeout> | undefined;

export function hideMessage(): void {
  clearTimeout(hideTimer);
  messageStore.setState({ open: false });
}

/** Shows the global message dialog in success or error style; it hides itself after 4 s. */
export function showMessage({ message, isError = false }: { message: string; isError?: boolean }): void {
  clearTimeout(hideTimer);
  messageStore.setState({ open: true, message, isError });
  hideTimer = setTimeout(hideMessage, MESSAGE_AUTO_HIDE_MS);
}

export function useMessage(): MessageState {
  return useStore(messageStore, (state) => state);
}
