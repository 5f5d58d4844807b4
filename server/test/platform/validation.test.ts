import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors.js';
import { parseInput } from '../../src/platform/validation.js';

describe('parseInput', () => {
  const schema = z.object({ name: z.string().min(1, 'is required'), page: z.coerce.number().int().min(1) }).strict();

  const fieldsOf = (value: unknown, prefix?: string) => {
    try {
      parseInput(schema, value, prefix);
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('BAD_USER_INPUT');
      return (err as AppError).fields;
    }
    throw new Error('expected a 400');
  };

  it('returns the parsed value', () => {
    expect(parseInput(schema, { name: 'x', page: '2' })).toEqual({ name: 'x', page: 2 });
  });

  it('names every invalid field, under the prefix when given', () => {
    expect(fieldsOf({ name: '', page: 0 })).toEqual({ name: 'is required', page: expect.any(String) });
    expect(fieldsOf({ name: '', page: 1 }, 'input')).toEqual({ 'input.name': 'is required' });
  });

  it('names an unknown key by its own name', () => {
    expect(fieldsOf({ name: 'x', page: 1, sortt: 'name' })).toEqual({ sortt: 'is not a known field' });
  });
});
