import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app.js';
import { loadConfig } from '../../src/platform/config.js';
import { TEST_JWT_SECRET } from '../support/test-app.js';

/** Every type, field, argument and enum value of the schema without a description (introspection
 *  types left out): what the playground would show bare. */
export function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (!type.description) missing.push(`type ${type.name}`);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isEnumType(type)) for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  return missing.sort();
}

describe('GraphQL descriptions (issue 16)', () => {
  it('every type, field, argument and enum value of the served schema has a description', async () => {
    const app = await App.create(loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: mkdtempSync(join(tmpdir(), 'gql-desc-')), LOG_LEVEL: 'silent', WORKERS: 'false' }));
    try {
      expect(undescribed(app.schema), 'add a description to each').toEqual([]);
    } finally {
      await app.stop();
    }
  });

  it('the walk finds what is missing: a type, a field, an argument, an enum value', () => {
    const schema = buildSchema(`
      """Root""" type Query { """ok""" a(x: Int): Thing, b: Int }
      type Thing { """ok""" id: Int }
      """Colours""" enum Colour { RED """described""" BLUE }
    `);
    expect(undescribed(schema)).toEqual(['Colour.RED', 'Query.a(x)', 'Query.b', 'type Thing']);
  });
});
