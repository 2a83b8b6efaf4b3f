import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError } from '@/lib/api-client';

import { adminKeys } from '../../query-keys';

// GET /api/email/templates/{template}/preview: the rendered HTML (text/html, not JSON). Its
// Content-Security-Policy forbids framing it by address, so the SPA fetches it and shows it via srcdoc.

export async function getTemplatePreview(template: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`/api/email/templates/${encodeURIComponent(template)}/preview`, {
    credentials: 'include',
    headers: { Accept: 'text/html' },
    signal,
  });
  const text = await response.text();
  if (!response.ok)
    throw new ApiError(`${response.status}: ${text || response.statusText}`, response.status, undefined);
  return text;
}

export const getTemplatePreviewQueryOptions = (template: string) =>
  queryOptions({
    queryKey: [...adminKeys.emailTemplates, 'preview', template],
    queryFn: ({ signal }) => getTemplatePreview(template, signal),
    staleTime: 5 * 60_000,
  });

/** Only fetched when the catalogue did not carry the rendering already. */
export const useTemplatePreview = (template: string, enabled: boolean) =>
  useQuery({ ...getTemplatePreviewQueryOptions(template), enabled });
