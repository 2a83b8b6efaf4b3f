import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useLocalTarget } from '../support/local-target.ts';
import { eventually } from '../support/mail.ts';
import { pendingTickets, verifiedSeller } from './ingestion-client.ts';

const local = useLocalTarget();
const repoRoot = resolve(import.meta.dirname, '../../..');

/** `npm run demo -- <account>` as a newcomer runs it next to `npm start`: its own process, DATA_DIR set. */
async function runDemo(account: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: local.target.dataDir };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/demo.ts', account],
      { cwd: repoRoot, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('npm run demo against a running local target (integration)', () => {
  it("forwards the sample ticket e-mails to a seller's transfer address, and their tickets appear as pending", async () => {
    const seller = await verifiedSeller(local.target);

    const demo = await runDemo(seller.email);

    expect(demo.code).toBe(0);
    expect(demo.stdout).toContain(
      `Forwarding 4 sample ticket e-mails from ${seller.email} to ${seller.transferEmail}`,
    );
    expect(demo.stdout.match(/^ {2}Fwd: /gm)).toHaveLength(4);
    expect(demo.stdout).toContain(`${local.target.urls.web}/customer/dashboard`);
    const tickets = await eventually(async () => {
      const pending = await pendingTickets(local.target, seller.user.id, seller.cookie);
      return pending.length >= 4 ? pending : undefined;
    }, 30_000);
    expect(tickets.every((ticket) => ticket.eventName)).toBe(true);
  }, 60_000);

  it('says which account it could not find, with exit code 2', async () => {
    const demo = await runDemo('nobody@example.com');

    expect(demo.code).toBe(2);
    expect(demo.stderr).toContain('No seller account has the e-mail or transfer address nobody@example.com.');
  }, 30_000);
});
