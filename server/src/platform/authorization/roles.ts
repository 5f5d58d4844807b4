/** Role names and levels (SPEC.md section 6). */
export const ROLE_LEVELS = {
  klient: 1,
  pracownik_biura: 2,
  pracownik_magazynu: 3,
  admin: 4,
} as const;

type RoleName = keyof typeof ROLE_LEVELS;
export type RoleLevel = (typeof ROLE_LEVELS)[RoleName];
