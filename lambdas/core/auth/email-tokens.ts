import { createHash, randomBytes } from 'node:crypto';
import { db } from '../db/client.ts';
import { unlessConditionFails } from '../db/conditional.ts';
import type { Token, TokenKind } from '../db/entities/token.ts';
import type { User } from '../db/entities/user.ts';
import { consumeToken } from '../db/tokens.ts';

const HOUR_MS = 60 * 60 * 1000;

/** spec 000 §9: a reset link lasts 24 hours. A verification link lasts a week (the user can ask for a new one). */
export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = {
  passwordReset: 24 * HOUR_MS,
  emailVerification: 7 * 24 * HOUR_MS,
};

// 32 random bytes in base64url: 43 characters, 256 bits.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only the SHA-256 of a token is stored; the token itself exists only in the e-mailed link. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Creates a single-use token for the user's current e-mail address and resolves to the raw token for the link. */
export async function issueEmailToken(
  user: Pick<User, 'userId' | 'email'>,
  kind: TokenKind,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db()
    .tokens.create({
      tokenHash: hashToken(token),
      kind,
      userId: user.userId,
      email: user.email,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[kind]).toISOString(),
    })
    .go();
  return token;
}

/**
 * Uses a token from a link once. Resolves to the token record, or undefined when it is malformed,
 * unknown (forged), already used, expired or of another kind.
 */
export async function redeemEmailToken(token: string, kind: TokenKind): Promise<Token | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  return consumeToken(hashToken(token), kind);
}

/** Marks a user's other unused tokens of a kind as used (after a reset, older reset links stop working). */
export async function invalidateUnusedTokens(userId: string, kind: TokenKind): Promise<void> {
  const { tokens } = db();
  const { data } = await tokens.query
    .tokensByUser({ userId, kind })
    .where(({ used }, { eq }) => eq(used, false))
    .go({ pages: 'all' });
  const now = new Date().toISOString();
  await Promise.all(
    data.map((token) =>
      unlessConditionFails(() =>
        tokens
          .patch({ tokenHash: token.tokenHash })
          .set({ used: true, usedAt: now })
          .where(({ used }, { eq }) => eq(used, false))
          .go(),
      ),
    ),
  );
}
