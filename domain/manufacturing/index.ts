/**
 * The manufacturing domain, shared by the server module and the client screens: pure TypeScript
 * (zod only; no node built-ins, DOM, decorators or imports from server/ or client/). Every length
 * is millimetres unless its name says Cm.
 *
 *  - types.ts     THE table of manufacturing types (SPEC 9) and their extra steps
 *  - width.ts     the width specification (cm in, mm out) and its input schema
 *  - weight.ts    glass weight (m² x t x 2.5 kg)
 *  - drilling.ts  drilling schemas (zod), the tempered-glass rules and `checkSchema`
 *  - drawing.ts   `drawSchemaSvg`
 *  - record-draft.ts  `checkRecordDraft`: the record-by-type rules (steps required, refused, valid)
 *  - messages.ts  texts (i18n resources in i18n/{pl,en}.ts), zod issues -> `{ path, message }`
 *  - dxf.ts       `schemaToDxf`: import it from './dxf' directly (lazily on the client; not re-exported here)
 *
 * The demo reference data (schemas, manufacturing data rows) is seed/manufacturing-reference.ts.
 */
export * from './types.js';
export * from './width.js';
export * from './weight.js';
export * from './drilling.js';
export * from './drawing.js';
export * from './messages.js';
export * from './record-draft.js';
export { manufacturingDomainPl } from './i18n/pl.js';
export { manufacturingDomainEn } from './i18n/en.js';
