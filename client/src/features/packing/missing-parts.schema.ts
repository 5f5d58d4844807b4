import { z } from 'zod';

const MISSING_PARTS_VALIDATION = {
  partsRequired: 'packing.missingPartsForm.partsRequired',
  noteTooLong: 'packing.missingPartsForm.noteTooLong',
} as const;
export type MissingPartsValidationKey = (typeof MISSING_PARTS_VALIDATION)[keyof typeof MISSING_PARTS_VALIDATION];

/** The missing-parts form: parts one per line (at least one), an optional note. */
export const missingPartsSchema = z.object({
  parts: z
    .string()
    .transform((v) => v.split('\n').map((l) => l.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(200)).min(1, { error: MISSING_PARTS_VALIDATION.partsRequired })),
  note: z.string().trim().max(2000, { error: MISSING_PARTS_VALIDATION.noteTooLong }),
});
export type MissingPartsFormInput = z.input<typeof missingPartsSchema>;
export type MissingPartsFormValues = z.infer<typeof missingPartsSchema>;
