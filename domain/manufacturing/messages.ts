/**
 * Texts of the manufacturing domain: the i18n resources (i18n/pl.ts, i18n/en.ts) are the one
 * source; the server renders them with `formatMessage`, the client registers them with i18next
 * under I18N_NAMESPACE and translates `key` + `values`. Also: zod issues -> `{ path, message }`.
 */
import type { z } from 'zod';
import { manufacturingDomainEn } from './i18n/en.js';
import { manufacturingDomainPl } from './i18n/pl.js';

/** The key under which the client registers the resources (`t('manufacturingDomain.types.paleta')`). */
export const I18N_NAMESPACE = 'manufacturingDomain';

export type Lang = 'pl' | 'en';
const RESOURCES = { pl: manufacturingDomainPl, en: manufacturingDomainEn } as const;

/** A message as data: `key` is relative to I18N_NAMESPACE (e.g. `drilling.holeTooCloseToCorner`). */
export interface MessageRef {
  key: string;
  values?: Record<string, string | number>;
}

/** Numbers in texts: at most two decimals, trailing zeros dropped, decimal comma in Polish. */
export function formatNumber(value: number, lang: Lang = 'pl'): string {
  const rounded = Math.round(value * 100) / 100;
  const text = String(Object.is(rounded, -0) ? 0 : rounded);
  return lang === 'pl' ? text.replace('.', ',') : text;
}

/** Renders `key` (relative to the namespace) with `{{name}}` placeholders filled; unknown keys come back as the key. */
export function formatMessage(key: string, values: Record<string, string | number> = {}, lang: Lang = 'pl'): string {
  let node: unknown = RESOURCES[lang];
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const v = values[name];
    if (v === undefined) return whole;
    return typeof v === 'number' ? formatNumber(v, lang) : v;
  });
}

/** `['fixedDim', 1, 'value']` -> `fixedDim[1].value` (the form library's and the 400 answer's field name). */
function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}

/** The minimal view of a zod issue the mapping needs (zod 4's raw issue in an error map, or a final issue). */
type IssueLike = {
  code?: string;
  input?: unknown;
  origin?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  message?: string;
  params?: Record<string, unknown>;
};

/** The key and values of a zod issue: custom issues carry `params: { key, values }`; built-in ones are mapped by code. */
export function describeIssue(issue: IssueLike): MessageRef {
  const params = issue.params as { key?: unknown; values?: Record<string, string | number> } | undefined;
  if (params && typeof params.key === 'string') return { key: params.key, values: params.values ?? {} };
  const num = (v: number | bigint | undefined) => Number(v ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return { key: 'validation.required' };
      return { key: issue.expected === 'number' ? 'validation.number' : issue.expected === 'string' ? 'validation.text' : 'validation.invalid' };
    case 'too_small':
      if (issue.origin === 'string') return { key: 'validation.required' };
      if (issue.origin === 'array') return { key: 'validation.required' };
      if (num(issue.minimum) === 0 && issue.inclusive === false) return { key: 'validation.positive' };
      return { key: 'validation.min', values: { min: num(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.tooLong', values: { max: num(issue.maximum) } };
      if (issue.origin === 'array') return { key: 'validation.tooMany', values: { max: num(issue.maximum) } };
      return { key: 'validation.max', values: { max: num(issue.maximum) } };
    case 'invalid_value':
      return { key: 'validation.oneOf' };
    case 'invalid_format':
      return { key: 'validation.format' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    default:
      return { key: 'validation.invalid' };
  }
}

/**
 * The zod error customisation every schema of this folder uses (`{ error: plError }`), so the
 * server's `parseInput` answers Polish messages without any global zod configuration.
 */
export const plError = (issue: IssueLike): string => {
  const ref = describeIssue(issue);
  return formatMessage(ref.key, ref.values, 'pl');
};

/** One field error: `path` like `fixedDim[1].value`, a rendered `message`, and `key`/`values` for the client's i18n. */
export interface FieldIssue extends MessageRef {
  path: string;
  message: string;
}

/** Turns zod issues into field errors with messages in `lang` (Polish by default); an unknown key is reported on its own path. */
export function toFieldIssues(issues: readonly z.core.$ZodIssue[], lang: Lang = 'pl'): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    let ref = describeIssue(issue as IssueLike);
    // A final issue no longer carries its input: tell "missing" from "wrong type" by the message plError gave it.
    if (issue.code === 'invalid_type' && issue.message !== formatMessage('validation.required', {}, 'pl'))
      ref = describeIssue({ code: 'invalid_type', expected: issue.expected, input: NaN });
    for (const path of paths) {
      out.push({ path: formatIssuePath(path), key: ref.key, values: ref.values ?? {}, message: formatMessage(ref.key, ref.values, lang) });
    }
  }
  return out;
}
