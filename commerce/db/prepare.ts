// The start-up work on the database: pending migrations, then the first seed. Instances that start together
// on one PostgreSQL database take turns (Database.exclusively): the first migrates and seeds, the others then
// find nothing left to do, instead of racing to create the same tables or seeding twice.
import { migrateDatabase, type Database } from './client';
import { seedIfEmpty, type SeedOptions } from './seed';

/** Migrates and seeds an empty database; true when this call seeded it. */
export function prepareDatabase(database: Database, seed: SeedOptions): Promise<boolean> {
  return database.exclusively(async () => {
    await migrateDatabase(database);
    return seedIfEmpty(database.db, seed);
  });
}
