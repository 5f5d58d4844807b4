import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zod-jitless';

describe('makeZodJitless', () => {
  it('is the config zod reads once it loads', async () => {
    makeZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
