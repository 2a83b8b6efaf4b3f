import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import dynalite from 'dynalite';

/** DynamoDB API stand-in (dynalite), persisted as LevelDB under `<dataDir>/dynamodb`. */
export async function createDatabaseServer(dataDir: string): Promise<Server> {
  const path = join(dataDir, 'dynamodb');
  await mkdir(path, { recursive: true });
  return dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
}
