import { useSyncExternalStore } from 'react';
import { createStore, useStore } from '../store/create-store';
import { closePageSession } from './cookies';
import { parseRole, type Role } from './role';

/** localStorage keys of the auth session (SPEC.md section 3). */
const SESSION_KEYS = {
  token: 'token',
  role: 'role',
  employeeNumber: 'numer_pracownika',
  loginTime: 'login_time',
} as const;

export interface Session {
  token: string;
  role: Role;
  numer_pracownika: number;
}

interface AuthState {
  session: Session | null;
  /** The user signed out on purpose in this page load: nothing to come back to. */
  signedOut: boolean;
}

function readSession(): Session | null {
  if (typeof localStorage === 'undefined') return null; // rendering on the server: no storage there
  const token = localStorage.getItem(SESSION_KEYS.token);
  const role = parseRole(localStorage.getItem(SESSION_KEYS.role));
  const employeeNumber = Number(localStorage.getItem(SESSION_KEYS.employeeNumber));
  if (!token || role === null) return null;
  return { token, role, numer_pracownika: Number.isFinite(employeeNumber) ? employeeNumber : 0 };
}

export const authStore = createStore<AuthState>({ session: readSession(), signedOut: false });

/** Re-reads the session from localStorage (app start, tests). */
export function loadSession(): Session | null {
  const session = readSession();
  authStore.setState({ session, signedOut: false });
  return session;
}

/** Writes the session to localStorage only. Sign-in uses it right before the page reload, so
 *  the current page does not render the app (and start its queries) only to be torn down. */
export function persistSession(session: Session): void {
  localStorage.setItem(SESSION_KEYS.token, session.token);
  localStorage.setItem(SESSION_KEYS.role, String(session.role));
  localStorage.setItem(SESSION_KEYS.employeeNumber, String(session.numer_pracownika));
}

export function saveSession(session: Session): void {
  persistSession(session);
  authStore.setState({ session, signedOut: false });
}

export function clearSession({ signedOut }: { signedOut: boolean }): void {
  localStorage.removeItem(SESSION_KEYS.token);
  localStorage.removeItem(SESSION_KEYS.role);
  localStorage.removeItem(SESSION_KEYS.employeeNumber);
  closePageSession();
  authStore.setState({ session: null, signedOut });
}

export function getToken(): string | null {
  return authStore.getState().session?.token ?? null;
}

/** SPEC.md section 3: a login timestamp is written to localStorage on app start. */
export function recordAppStart(now: number = Date.now()): void {
  localStorage.setItem(SESSION_KEYS.loginTime, String(now));
}

function readLoginTime(): number | null {
  if (typeof localStorage === 'undefined') return null; // rendering on the server: no storage there
  const value = Number(localStorage.getItem(SESSION_KEYS.loginTime));
  return Number.isFinite(value) && value > 0 ? value : null;
}

const noChanges = () => () => undefined;

/** The login time for display: none in the server's render and while hydrating (the server cannot
 *  know it), the stored one right after. */
export function useLoginTime(): number | null {
  return useSyncExternalStore(noChanges, readLoginTime, () => null);
}

export function useSession(): Session | null {
  return useStore(authStore, (state) => state.session);
}

export function useSignedOut(): boolean {
  return useStore(authStore, (state) => state.signedOut);
}
