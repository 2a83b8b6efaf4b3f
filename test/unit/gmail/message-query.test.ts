import { describe, expect, it } from 'vitest';
import {
  buildMessageQuery,
  keywordTerms,
  matchesKeywords,
} from '../../../lambdas/core/gmail/message-query.ts';

describe('Gmail search query from the extraction keywords', () => {
  it('matches any of the default keywords', () => {
    expect(buildMessageQuery('ticket confirmation purchase event')).toBe(
      '{ticket confirmation purchase event}',
    );
  });

  it('treats comma-separated keywords as phrases and quotes those with spaces', () => {
    expect(buildMessageQuery('order confirmed, E-Ticket ,  your seats')).toBe(
      '{"order confirmed" e-ticket "your seats"}',
    );
  });

  it('uses a single keyword as is, and no query at all for blank keywords', () => {
    expect(buildMessageQuery('  Tickets ')).toBe('tickets');
    expect(buildMessageQuery('   ')).toBe('');
    expect(buildMessageQuery(' , ,')).toBe('');
  });

  it('drops characters that would change the meaning of the query, and repeated terms', () => {
    expect(keywordTerms('ticket "drop" {x} (y) ticket')).toEqual(['ticket', 'drop', 'x', 'y']);
    expect(buildMessageQuery('"a" OR}{ b')).toBe('{a or b}');
  });
});

describe('keyword filter for messages found through history', () => {
  it('keeps a message whose subject or snippet holds any keyword, ignoring case', () => {
    expect(matchesKeywords('ticket confirmation', 'Fwd: Your TICKETS for Friday')).toBe(true);
    expect(matchesKeywords('ticket confirmation', 'Lunch on Friday?\nSee you there.')).toBe(false);
    expect(matchesKeywords('order confirmed, seats', 'Your order confirmed: 2 tickets')).toBe(true);
  });

  it('keeps everything when no keywords are set', () => {
    expect(matchesKeywords('', 'anything')).toBe(true);
  });
});
