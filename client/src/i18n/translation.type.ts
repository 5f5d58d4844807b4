import type { pl } from './pl';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** The shape every language file must have: the keys of pl.ts with string values. */
export type Translation = DeepStrings<typeof pl>;
