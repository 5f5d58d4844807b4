import type { EntityManager } from '@mikro-orm/core';

/** Demo custom manufacturing (filled in below). */
export async function seedManufacturingCustom(_em: EntityManager): Promise<void> {}
