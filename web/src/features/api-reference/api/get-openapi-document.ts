import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { toReference } from '../lib/reference-view';

export const OPENAPI_DOCUMENT_PATH = '/api/external/v1/openapi.json';

/** The external API's OpenAPI 3.1 document (public), turned into what the reference page shows. */
export const openApiReferenceQueryOptions = queryOptions({
  queryKey: ['external-api', 'openapi'],
  queryFn: async () => toReference(await api.get<unknown>(OPENAPI_DOCUMENT_PATH)),
  staleTime: 5 * 60_000,
});

export const useOpenApiReference = () => useQuery(openApiReferenceQueryOptions);
