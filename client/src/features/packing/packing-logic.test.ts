import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { missingPartsSchema } from './missing-parts.schema';
import { packingErrorMessage } from './packing-errors';

const t = ((key: string, vars?: Record<string, unknown>) => `${key}${vars ? ' ' + JSON.stringify(vars) : ''}`) as unknown as TFunction;
const gqlError = (extensions: Record<string, unknown>, message = 'server says no') => new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('packing error messages', () => {
  it('names the holder when another packer holds the document', () => {
    const text = packingErrorMessage(gqlError({ code: 'CONFLICT', reason: 'LOCKED_BY_OTHER', lockedBy: { id: 7, name: 'Beata Biurowa' } }), t, 'ZAM/1');
    expect(text).toBe('packing.messages.locked {"number":"ZAM/1","name":"Beata Biurowa"}');
  });

  it('says the document left the queue, or that it must be locked first', () => {
    expect(packingErrorMessage(gqlError({ code: 'CONFLICT', reason: 'NOT_IN_QUEUE' }), t, 'ZAM/2')).toBe('packing.messages.notInQueue {"number":"ZAM/2"}');
    expect(packingErrorMessage(gqlError({ code: 'NOT_FOUND' }), t, 'ZAM/3')).toBe('packing.messages.notInQueue {"number":"ZAM/3"}');
    expect(packingErrorMessage(gqlError({ code: 'CONFLICT', reason: 'NOT_LOCKED' }), t, 'ZAM/4')).toBe('packing.messages.lockFirst');
  });

  it("falls back to the server's message", () => {
    expect(packingErrorMessage(gqlError({ code: 'FORBIDDEN' }, 'Your role does not allow this operation'), t, 'x')).toBe('Your role does not allow this operation');
  });
});

describe('missing-parts form schema', () => {
  it('splits parts by line, drops blank lines, keeps the note', () => {
    expect(missingPartsSchema.parse({ parts: ' Zawias 90°\n\n Uszczelka 8 mm \n', note: ' w piątek ' })).toEqual({ parts: ['Zawias 90°', 'Uszczelka 8 mm'], note: 'w piątek' });
  });

  it('needs at least one part and a note of at most 2000 characters', () => {
    const empty = missingPartsSchema.safeParse({ parts: ' \n ', note: '' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0].message).toBe('packing.missingPartsForm.partsRequired');
    const long = missingPartsSchema.safeParse({ parts: 'x', note: 'a'.repeat(2001) });
    expect(long.error?.issues[0].message).toBe('packing.missingPartsForm.noteTooLong');
  });
});
