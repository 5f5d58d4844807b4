/**
 * Pasted catalogue indexes: one per line, or separated by commas, semicolons or tabs. Apart from
 * change-form.schema.ts so the list screen does not pull zod into the first load.
 */
export function parseIndexes(text: string): string[] {
  return [...new Set(text.split(/[\n,;\t]+/).map((s) => s.trim()).filter(Boolean))];
}
