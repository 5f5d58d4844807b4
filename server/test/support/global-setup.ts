import 'reflect-metadata';
import type { TestProject } from 'vitest/node';
import { buildTemplateDatabase } from './test-database.js';

// Migrating and seeding the demo data (3,000 items) costs seconds; it is done once per run into a
// template, and every test file gets its own copy of it (test-database.ts).
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await buildTemplateDatabase();
  project.provide('testDatabaseTemplate', template.ref);
  return template.drop;
}
