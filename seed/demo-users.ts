import type { RoleLevel } from '../server/src/platform/authorization/roles.js';

/** The demo accounts of the seeded environment (README lists them). */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS: ReadonlyArray<{ email: string; role: RoleLevel; numer_pracownika: number; firstName: string; lastName: string; numer_zewnetrzny: string | null }> = [
  { email: 'klient@example.com', role: 1, numer_pracownika: 1001, firstName: 'Karolina', lastName: 'Klientowska', numer_zewnetrzny: 'K-1001' },
  { email: 'biuro@example.com', role: 2, numer_pracownika: 1002, firstName: 'Beata', lastName: 'Biurowa', numer_zewnetrzny: 'B-1002' },
  { email: 'magazyn@example.com', role: 3, numer_pracownika: 1003, firstName: 'Marek', lastName: 'Magazynowy', numer_zewnetrzny: 'M-1003' },
  { email: 'admin@example.com', role: 4, numer_pracownika: 1004, firstName: 'Adam', lastName: 'Administracki', numer_zewnetrzny: null },
];
