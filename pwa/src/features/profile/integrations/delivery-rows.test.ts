import { describe, expect, it } from 'vitest';
import type { WebhookReply } from '#core/schemas/webhooks';
import { deliveryRows, lastResponse } from './delivery-rows';

const delivery = (
  over: Partial<WebhookReply['deliveries'][number]>,
): WebhookReply['deliveries'][number] => ({
  id: 'd1',
  type: 'lead.created',
  status: 'delivered',
  attempts: 1,
  lastStatus: 204,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...over,
});

describe('the delivery log of the Integrations tab', () => {
  it('names the event and the status in words', () => {
    const [row] = deliveryRows([delivery({ type: 'lead.forgotten', status: 'failed' })]);
    expect(row).toMatchObject({ event: 'Lead forgotten', status: 'Failed', tone: 'failed' });
    expect(deliveryRows([delivery({ type: 'test', status: 'pending' })])[0]).toMatchObject({
      event: 'Test',
      status: 'Retrying',
    });
  });

  it('says what the receiver answered last, or why it did not', () => {
    expect(lastResponse({ lastStatus: 500, lastError: null })).toBe('HTTP 500');
    expect(lastResponse({ lastStatus: 302, lastError: 'redirects are not followed' })).toBe(
      'HTTP 302: redirects are not followed',
    );
    expect(lastResponse({ lastStatus: null, lastError: 'no answer within 5 seconds' })).toBe(
      'no answer within 5 seconds',
    );
    expect(lastResponse({ lastStatus: null, lastError: null })).toBe('—');
  });
});
