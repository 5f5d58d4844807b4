import { z } from 'zod';

/** Why glass is missing: the server's reasons, named in i18n (manufacturing.custom.reasons.*). */
export const MISSING_REASONS = ['stluczka_w_produkcji', 'wada', 'nie_dostarczono', 'zly_wymiar', 'inne'] as const;

/** A reprint or a void says why; the message is an i18n key of the drawer. */
export const labelReasonSchema = z.object({ reason: z.string().trim().min(1, 'reasonRequired') });
export type LabelReasonValues = z.infer<typeof labelReasonSchema>;
