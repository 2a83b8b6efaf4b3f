import { describe, expect, it } from 'vitest';
import { isSyncDue } from '../../../lambdas/core/gmail/sync-due.ts';

const now = new Date('2026-11-21T12:15:00.200Z');
const settings = { autoSync: true, syncInterval: 15 };
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('auto-sync due check (every-minute schedule, settings syncInterval)', () => {
  it('is due for a connected mailbox that never synced', () => {
    expect(isSyncDue({}, settings, now)).toBe(true);
  });

  it('waits syncInterval minutes after the last sync, with a few seconds of schedule jitter', () => {
    expect(isSyncDue({ lastSync: minutesAgo(14) }, settings, now)).toBe(false);
    expect(isSyncDue({ lastSync: minutesAgo(14.95) }, settings, now)).toBe(true);
    expect(isSyncDue({ lastSync: minutesAgo(15) }, settings, now)).toBe(true);
    expect(isSyncDue({ lastSync: minutesAgo(5) }, { ...settings, syncInterval: 5 }, now)).toBe(true);
  });

  it('counts a failed attempt too, so a failing mailbox is not retried every minute', () => {
    expect(isSyncDue({ lastSync: minutesAgo(60), lastSyncAttemptAt: minutesAgo(3) }, settings, now)).toBe(
      false,
    );
  });

  it('is never due without a connection or with autoSync off', () => {
    expect(isSyncDue(undefined, settings, now)).toBe(false);
    expect(isSyncDue({ lastSync: minutesAgo(600) }, { ...settings, autoSync: false }, now)).toBe(false);
  });
});
