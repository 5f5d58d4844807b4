import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './system';

// The system carries only the recipes of the components the app renders. A Chakra
// component used in the code whose recipe is missing would render unstyled: this finds them.
const SRC = join(__dirname, '../..');
/** Components styled by another component's recipe, or by more than one. */
const ALSO: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  Checkbox: ['checkbox', 'checkmark'],
  InputGroup: ['inputAddon'],
};

/** Chakra components that a package the app imports renders itself (no import of them in our code). */
const RENDERED_BY: Record<string, string[]> = {
  // Chart.Legend and Chart.Tooltip draw each series' swatch (legends without swatches)
  '@chakra-ui/charts': ['ColorSwatch', 'Separator'],
};

function chakraImports(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(f)) {
        const text = readFileSync(p, 'utf8');
        for (const [pkg, components] of Object.entries(RENDERED_BY)) if (text.includes(`from '${pkg}'`)) for (const c of components) names.add(c);
        for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]@chakra-ui\/react['"]/g)) {
          for (const part of m[1].split(',')) {
            const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
            if (name) names.add(name);
          }
        }
      }
    }
  };
  walk(SRC);
  return names;
}

describe('the Chakra system', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const missing: string[] = [];
    const names = chakraImports();
    expect(names.has('Button')).toBe(true);
    for (const name of names) {
      const keys = ALSO[name] ?? [name.charAt(0).toLowerCase() + name.slice(1)];
      for (const key of keys) {
        const inDefault = defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
        const inOurs = system.isRecipe(key) || system.isSlotRecipe(key);
        if (inDefault && !inOurs) missing.push(`${name} (${key})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the default tokens and the app theme', () => {
    expect(system.token('colors.teal.700')).toBe(defaultSystem.token('colors.teal.700'));
    expect(system.token('spacing.4')).toBe(defaultSystem.token('spacing.4'));
    expect(system.isSlotRecipe('accordion')).toBe(false);
  });
});
