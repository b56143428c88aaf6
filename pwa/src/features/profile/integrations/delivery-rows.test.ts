import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebhookReply } from '#core/schemas/webhooks';
import { domainReady, showIn, t } from '#pwa/i18n/i18n';
import '../profile-texts';
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
  beforeAll(() => domainReady('profile'));
  afterEach(async () => {
    vi.stubGlobal('document', { documentElement: {} });
    await showIn('en');
  });

  it('names the event and the status in words', () => {
    const [row] = deliveryRows([delivery({ type: 'lead.forgotten', status: 'failed' })], t);
    expect(row).toMatchObject({ event: 'Lead forgotten', status: 'Failed', tone: 'failed' });
    expect(deliveryRows([delivery({ type: 'test', status: 'pending' })], t)[0]).toMatchObject({
      event: 'Test',
      status: 'Retrying',
    });
  });

  it('names them in the page’s language', async () => {
    vi.stubGlobal('document', { documentElement: {} });
    await showIn('de', ['profile']);
    const [row] = deliveryRows([delivery({ type: 'lead.forgotten', status: 'pending' })], t);
    expect(row).toMatchObject({ event: 'Lead vergessen', status: 'Neuer Versuch' });
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
