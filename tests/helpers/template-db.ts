// Test databases copied from a template made once per run (issue 38: the suite's CPU time).
//
// A fresh PGlite database costs initdb, 45 migrations and the seed: 4–8 s of CPU, in each of the ~80
// test files that make one. The first file that needs a shop of a given size builds it and stores its
// files; every later one starts from a copy (loadDataDir, ~1 s) with WebAssembly modules compiled once per
// process. On PostgreSQL the template is a database that `create database … template` copies.
//
// The templates belong to one run: tests/helpers/template-setup.ts (vitest's globalSetup) gives the run
// its id and directory and drops both at the end, so no template outlives the code that seeded it.
// Without that setup (a file run by some other runner), every database is built from scratch as before.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { PGliteOptions } from '@electric-sql/pglite';
import { demoModeFromEnv } from '../../commerce/config';
import { migrateDatabase, openDatabase, type Database } from '../../commerce/db/client';
import { DEFAULT_PRODUCTS, seedDatabase } from '../../commerce/db/seed';

/** What makes two seeded databases the same. */
export interface TemplateSpec {
  products: number;
  demo: boolean;
}

const runDir = process.env.TEST_TEMPLATE_DIR;
const runId = process.env.TEST_TEMPLATE_RUN;

function specKey(spec: TemplateSpec): string {
  return createHash('sha256')
    .update(JSON.stringify([spec.products, spec.demo]))
    .digest('hex')
    .slice(0, 10);
}

async function buildFromScratch(open: () => Promise<Database>, spec: TemplateSpec): Promise<Database> {
  const database = await open();
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { products: spec.products, demo: spec.demo });
    return database;
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}

// --- PGlite ---------------------------------------------------------------------------------------

type PgliteModules = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;
let modules: Promise<PgliteModules> | undefined;

/** PGlite's WebAssembly, compiled once per process. */
function pgliteModules(): Promise<PgliteModules> {
  modules ??= (async () => {
    const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    const [pglite, initdb, data] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => readFile(path.join(dist, file))),
    );
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite!),
      initdbWasmModule: await WebAssembly.compile(initdb!),
      fsBundle: new Blob([data!]),
    };
  })();
  return modules;
}

const pgliteTemplates = new Map<string, Promise<Blob>>();

/** The files of a migrated and seeded PGlite database, built by the first process that asks. */
function pgliteTemplate(spec: TemplateSpec): Promise<Blob> {
  const key = specKey(spec);
  let template = pgliteTemplates.get(key);
  if (!template) {
    template = (async () => {
      const file = path.join(runDir!, `pglite-${key}.tar`);
      if (existsSync(file)) return new Blob([await readFile(file)]);
      const database = await buildFromScratch(async () => openDatabase({ dataDir: 'memory://', pglite: await pgliteModules() }), spec);
      try {
        const blob = await database.snapshot!('none');
        // Another process may be writing the same template: each writes its own file and renames it.
        const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
        await rename(partial, file);
        return blob;
      } finally {
        await database.close();
      }
    })();
    // A failed build is not kept: the next shop tries again.
    template.catch(() => pgliteTemplates.delete(key));
    pgliteTemplates.set(key, template);
  }
  return template;
}

/** A migrated and seeded in-memory PGlite database of its own. */
export async function seededPglite(spec: TemplateSpec): Promise<Database> {
  if (!runDir) return buildFromScratch(() => openDatabase({ dataDir: 'memory://' }), spec);
  const [loadDataDir, compiled] = await Promise.all([pgliteTemplate(spec), pgliteModules()]);
  return openDatabase({ dataDir: 'memory://', pglite: { ...compiled, loadDataDir } });
}

/**
 * For a shop process (server.ts) about to start on PGlite in `dataDir`: the database its first start would make there
 * (migrations, then the seed of SEED_PRODUCTS products, with the demo people in demo mode), copied from this run's
 * template instead. A start that seeds costs about 8 s of CPU more than one that finds its database (measured
 * 2026-11-29: 13.6 against 5.8 s), and a dozen test files start such processes. Does nothing without the run's
 * templates, on PostgreSQL, with a SEED of its own, or when `dataDir` already holds a database; a test of the first
 * start itself does not call it.
 */
export async function prepareShopDataDir(dataDir: string, env: Record<string, string | undefined>): Promise<void> {
  if (!runDir || env.DATABASE_URL || env.SEED !== undefined) return;
  const dir = path.join(dataDir, 'pglite');
  if (existsSync(dir)) return;
  const spec = { products: Number(env.SEED_PRODUCTS ?? DEFAULT_PRODUCTS), demo: demoModeFromEnv(env) };
  const [loadDataDir, compiled] = await Promise.all([pgliteTemplate(spec), pgliteModules()]);
  const database = await openDatabase({ dataDir: dir, pglite: { ...compiled, loadDataDir } });
  await database.close();
}

// --- PostgreSQL -----------------------------------------------------------------------------------

/** The name of this run's template databases start with this (template-setup.ts drops them). */
export function templatePrefix(id: string): string {
  return `slaapzaak_tpl_${id}_`;
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Makes the template database once per run: under an advisory lock, built under another name and renamed when done. */
async function postgresTemplate(admin: pg.Client, adminUrl: string, spec: TemplateSpec): Promise<string> {
  const name = `${templatePrefix(runId!)}${specKey(spec)}`;
  await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    const building = `${name}_b`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const database = await buildFromScratch(() => openDatabase({ databaseUrl: databaseUrl(adminUrl, building), poolSize: 4 }), spec);
    await database.close();
    await admin.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/**
 * A new database `name`, migrated and seeded: a copy of the run's template, or built from scratch.
 * Returns the URL to open it with.
 */
export async function createSeededPostgres(adminUrl: string, name: string, spec: TemplateSpec): Promise<{ url: string; seeded: boolean }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (!runId) {
      await admin.query(`create database ${name}`);
      return { url: databaseUrl(adminUrl, name), seeded: false };
    }
    const template = await postgresTemplate(admin, adminUrl, spec);
    // Two copies of one template at the same moment: PostgreSQL may answer that the template is in
    // use ("being accessed by other users") for an instant; that passes.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return { url: databaseUrl(adminUrl, name), seeded: true };
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  } finally {
    await admin.end();
  }
}
