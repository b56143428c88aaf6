import type { WebhookReply, WebhookSettingsInput } from '#core/schemas/webhooks';
import { type ApiResult, apiCall } from '../../../data/api-client';

const WEBHOOK = '/api/integrations/webhook';

/** The account's webhook calls, each with the stored bearer token (docs/api.md, "Webhooks"). */
export const webhookCalls = {
  read: (): Promise<ApiResult<WebhookReply>> => apiCall(WEBHOOK, { bearer: true }),
  save: (input: WebhookSettingsInput): Promise<ApiResult<WebhookReply>> =>
    apiCall(WEBHOOK, { method: 'PUT', body: input, bearer: true }),
  rotateSecret: (): Promise<ApiResult<WebhookReply>> =>
    apiCall(`${WEBHOOK}/rotate-secret`, { method: 'POST', bearer: true }),
  remove: (): Promise<ApiResult<unknown>> => apiCall(WEBHOOK, { method: 'DELETE', bearer: true }),
  sendTest: (): Promise<ApiResult<{ id: string }>> =>
    apiCall(`${WEBHOOK}/test`, { method: 'POST', bearer: true }),
};
