import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DataLayer } from '../db/client.ts';

/**
 * How many items an ElectroDB query matches (filters included), counted by DynamoDB (`Select: COUNT`)
 * page by page, so no item travels. Pass the query's `.params()`.
 */
export async function countQuery(data: DataLayer, params: Record<string, unknown>): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await data.documentClient.send(
      new QueryCommand({ ...(params as unknown as QueryCommandInput), Select: 'COUNT', ExclusiveStartKey }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}
