import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/**
 * A second gateway on its own port with extra environment (e.g. a registry entry pointing at a
 * dead URL). It reuses the built remotes; on PGlite it gets a small in-memory catalog of its
 * own, on PostgreSQL (DATABASE_URL) it shares the already-seeded database.
 */
export async function startGateway(port: number, env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(path.join(root, 'packages/testing/node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(root, 'services/gateway'),
    env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: 'memory', DEMO_PRODUCTS: '120', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
