/** Role levels (SPEC.md section 6): klient 1, pracownik_biura 2, pracownik_magazynu 3, admin 4. */
export type Role = 1 | 2 | 3 | 4;

export const ROLES: readonly Role[] = [1, 2, 3, 4];

/** Parses a stored or received role; anything else is "no role". */
export function parseRole(value: unknown): Role | null {
  const level = typeof value === 'string' ? Number(value) : value;
  return ROLES.includes(level as Role) ? (level as Role) : null;
}
