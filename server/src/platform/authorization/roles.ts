/** Role names and levels (SPEC.md section 6). */
export const ROLE_LEVELS = {
  klient: 1,
  pracownik_biura: 2,
  pracownik_magazynu: 3,
  admin: 4,
} as const;

export type RoleName = keyof typeof ROLE_LEVELS;
export type RoleLevel = (typeof ROLE_LEVELS)[RoleName];
export const ALL_ROLE_LEVELS: readonly RoleLevel[] = [1, 2, 3, 4];

/** An unknown role name gives none. */
export function roleLevelOf(name: string): RoleLevel | null {
  return Object.prototype.hasOwnProperty.call(ROLE_LEVELS, name) ? ROLE_LEVELS[name as RoleName] : null;
}

export function roleNameOf(level: number): RoleName | null {
  const hit = Object.entries(ROLE_LEVELS).find(([, l]) => l === level);
  return hit ? (hit[0] as RoleName) : null;
}

export function isRoleLevel(value: unknown): value is RoleLevel {
  return typeof value === 'number' && (ALL_ROLE_LEVELS as number[]).includes(value);
}
