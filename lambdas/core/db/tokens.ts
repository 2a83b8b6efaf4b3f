import { db, type DataLayer } from './client.ts';
import { unlessConditionFails } from './conditional.ts';
import type { Token, TokenKind } from './entities/token.ts';

/**
 * Uses a verification or reset token once: a conditional update that succeeds only while the token
 * is unused, unexpired and of the expected kind (expiry checked here, never left to TTL). Resolves to
 * the token, or undefined when it is unknown, used, expired or of another kind.
 */
export async function consumeToken(
  tokenHash: string,
  kind: TokenKind,
  data: DataLayer = db(),
): Promise<Token | undefined> {
  const now = new Date().toISOString();
  const result = await unlessConditionFails(() =>
    data.tokens
      .patch({ tokenHash })
      .set({ used: true, usedAt: now })
      .where(
        (attributes, { eq, gt }) =>
          `${eq(attributes.used, false)} AND ${eq(attributes.kind, kind)} AND ${gt(attributes.expiresAt, now)}`,
      )
      .go({ response: 'all_new' }),
  );
  return result?.data;
}
