/**
 * Migrates one template database on the PostgreSQL server named by
 * TEST_DATABASE_URL; every test file copies it into a database of its own.
 * Names carry the process id and time, so leftovers of earlier runs never matter.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { databaseUrl } from './postgres';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `ajjir_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const template = openPostgres(databaseUrl(serverUrl, name), 1);
  await template.migrate();
  await template.close();
  await admin.end();
  project.provide('postgresTemplate', name);

  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
}
