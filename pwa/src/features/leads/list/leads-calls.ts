import { type LeadFilter, leadsFileName } from '#core/leads';
import type { LeadList, LeadScope } from '#core/schemas/leads';
import { type ApiResult, apiCall } from '#pwa/data/api-client';
import { sessionStore } from '#pwa/state/session';
import { filterQuery } from './lead-rows';

/** The leads on the server, the person's own or a team's (`scope`), with the stored bearer token. */
export const fetchLeads = (scope: LeadScope = {}): Promise<ApiResult<LeadList>> =>
  apiCall(`/api/leads${filterQuery({}, scope)}`, { bearer: true });

export const deleteServerLead = (id: string): Promise<ApiResult<unknown>> =>
  apiCall(`/api/leads/${encodeURIComponent(id)}`, { method: 'DELETE', bearer: true });

/** The file name the server gave the export ('leads-spring-fair-2026-12-05.csv'). */
function fileNameOf(response: Response): string | null {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"/\\]+)"/.exec(header)?.[1] ?? null;
}

/** 'Export CSV': the server's file for the filter and the scope, saved through a download link. */
export async function downloadLeadsCsv(
  filter: LeadFilter,
  scope: LeadScope = {},
): Promise<boolean> {
  const token = sessionStore.get().authToken;
  try {
    const response = await fetch(`/api/leads/export${filterQuery(filter, scope)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) return false;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download =
      fileNameOf(response) ?? leadsFileName(filter, new Date().toISOString().slice(0, 10));
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch {
    return false;
  }
}
