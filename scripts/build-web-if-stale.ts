// `npm start` (bin/local.ts) and `npm test` call this: rebuild the SPA only when web/dist is missing or older than
// its sources, so an up-to-date checkout starts without paying for a Vite build.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDir = path.join(repoRoot, 'web');
const distIndex = path.join(webDir, 'dist', 'index.html');
const skippedDirs = new Set([path.join(webDir, 'dist'), path.join(webDir, 'node_modules')]);

function mtimeOf(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest file under `dir` that is newer than `since`, or undefined when there is none. */
function findNewerFile(dir: string, since: number): string | undefined {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (skippedDirs.has(full)) continue;
      const newer = findNewerFile(full, since);
      if (newer) return newer;
    } else if ((mtimeOf(full) ?? 0) > since) {
      return full;
    }
  }
  return undefined;
}

function staleReason(): string | undefined {
  const builtAt = mtimeOf(distIndex);
  if (builtAt === undefined) return 'web/dist/index.html is missing';
  const lockFile = path.join(repoRoot, 'package-lock.json');
  if ((mtimeOf(lockFile) ?? 0) > builtAt) return 'package-lock.json changed';
  const newer = findNewerFile(webDir, builtAt);
  return newer && `${path.relative(repoRoot, newer)} changed`;
}

/** Builds the SPA when its sources are newer than web/dist; prints one line either way. Exits on failure. */
export function buildWebIfStale(): void {
  const reason = staleReason();
  if (reason === undefined) {
    console.log('web: web/dist is up to date, skipping the build');
  } else {
    const started = performance.now();
    // A plain Node child: Vite runs several times slower under tsx's loader hooks.
    const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
    const viteBin = path.join(path.dirname(vitePackage), 'bin', 'vite.js');
    const result = spawnSync(
      process.execPath,
      [viteBin, 'build', '--config', path.join(webDir, 'vite.config.ts'), '--logLevel', 'warn'],
      // NODE_ENV from the caller (vitest sets 'test') would make Vite bundle React's development build.
      { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (result.status !== 0) {
      console.error(`web: vite build failed (${reason})`);
      process.exit(result.status ?? 1);
    }
    console.log(`web: built web/dist in ${Math.round(performance.now() - started)} ms (${reason})`);
  }
}

// Run as a script (`npm run build:web:if-stale`) as well as imported.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  buildWebIfStale();
