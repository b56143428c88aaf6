import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Store } from '#api/store/port';
import type { WebhookDelivery } from '#api/store/webhooks';
import { contractStore } from './contract-store';

/**
 * What the integrations service relies on of the webhooks and their deliveries, run against each
 * adapter like store-contract.ts: SQLite in the vitest project "api", MongoDB in "mongo". Each case
 * purges what it enqueued, since a claim takes any owner's due delivery.
 */
export function webhookStoreContract(name: string, open: () => Promise<Store>) {
  describe(`the ${name} store's webhooks and deliveries`, () => {
    const kit = contractStore(open);
    const owner = () => kit.owner();
    const delivery = (
      ownerId: string,
      at: number,
      over: Partial<WebhookDelivery> = {},
    ): Omit<
      WebhookDelivery,
      'leaseUntil' | 'attempts' | 'status' | 'lastStatus' | 'lastError'
    > => ({
      id: crypto.randomUUID(),
      ownerId,
      leadId: crypto.randomUUID(),
      type: 'lead.created',
      body: '{"lead":{"email":"visitor@example.com"}}',
      createdAt: at,
      nextAttemptAt: at,
      ...over,
    });

    it('keeps one webhook an owner, replaces it, keeps its creation time, and removes it', async () => {
      const me = await owner();
      expect(await kit.store.webhooks.get(me)).toBeNull();
      const first = {
        ownerId: me,
        url: 'https://crm.example.com/hook',
        enabled: true,
        secret: 'whsec_one',
        createdAt: 1000,
        updatedAt: 1000,
      };
      await kit.store.webhooks.put(first);
      expect(await kit.store.webhooks.get(me)).toEqual(first);
      await kit.store.webhooks.put({
        ...first,
        url: 'https://crm.example.com/other',
        enabled: false,
        secret: 'whsec_two',
        createdAt: 5000,
        updatedAt: 5000,
      });
      expect(await kit.store.webhooks.get(me)).toEqual({
        ...first,
        url: 'https://crm.example.com/other',
        enabled: false,
        secret: 'whsec_two',
        updatedAt: 5000,
      });
      await kit.store.webhooks.remove(me);
      expect(await kit.store.webhooks.get(me)).toBeNull();
    });

    it('enqueues a delivery id once, claims the due one with a lease, and takes it back once the lease ends', async () => {
      const me = await owner();
      const one = delivery(me, 100);
      await Promise.all(Array.from({ length: 5 }, () => kit.store.webhookDeliveries.enqueue(one)));
      await kit.store.webhookDeliveries.enqueue(delivery(me, 100, { nextAttemptAt: 10_000 }));
      expect(await kit.store.webhookDeliveries.claimNext(50, 1000)).toBeNull();
      expect(await kit.store.webhookDeliveries.claimNext(200, 1000)).toMatchObject({
        id: one.id,
        body: one.body,
        attempts: 1,
        leaseUntil: 1000,
        status: 'pending',
      });
      expect(await kit.store.webhookDeliveries.claimNext(500, 1500)).toBeNull();
      expect(await kit.store.webhookDeliveries.claimNext(1000, 2000)).toMatchObject({
        id: one.id,
        attempts: 2,
      });
      await kit.store.webhookDeliveries.purgeOwner(me);
    });

    it('stores each try: pending waits for its next try, an ended delivery keeps no body and stays ended', async () => {
      const me = await owner();
      const one = delivery(me, 100);
      await kit.store.webhookDeliveries.enqueue(one);
      await kit.store.webhookDeliveries.claimNext(100, 1000);
      await kit.store.webhookDeliveries.settle(one.id, {
        status: 'pending',
        nextAttemptAt: 3000,
        lastStatus: 500,
        lastError: null,
      });
      expect(await kit.store.webhookDeliveries.claimNext(2000, 2500)).toBeNull();
      const again = await kit.store.webhookDeliveries.claimNext(3000, 4000);
      expect(again).toMatchObject({ id: one.id, attempts: 2, lastStatus: 500, body: one.body });
      await kit.store.webhookDeliveries.settle(one.id, {
        status: 'delivered',
        nextAttemptAt: 3500,
        lastStatus: 204,
        lastError: null,
      });
      await kit.store.webhookDeliveries.settle(one.id, {
        status: 'pending',
        nextAttemptAt: 3600,
        lastStatus: null,
        lastError: 'late',
      });
      const [logged] = await kit.store.webhookDeliveries.recent(me, 10);
      expect(logged).toMatchObject({ status: 'delivered', lastStatus: 204, body: '', attempts: 2 });
      expect(logged?.leaseUntil).toBeNull();
      expect(await kit.store.webhookDeliveries.claimNext(99_000, 100_000)).toBeNull();
      await kit.store.webhookDeliveries.purgeOwner(me);
    });

    it("ends a forgotten lead's pending deliveries without their bodies, but not the forgotten event's", async () => {
      const me = await owner();
      const leadId = crypto.randomUUID();
      const created = delivery(me, 100, { leadId });
      const forgotten = delivery(me, 200, { leadId, type: 'lead.forgotten', body: '{}' });
      const other = delivery(me, 300);
      for (const d of [created, forgotten, other]) await kit.store.webhookDeliveries.enqueue(d);
      await kit.store.webhookDeliveries.dropLead(leadId, 'forgotten first');
      const byId = new Map(
        (await kit.store.webhookDeliveries.recent(me, 10)).map((d) => [d.id, d] as const),
      );
      expect(byId.get(created.id)).toMatchObject({
        status: 'failed',
        lastError: 'forgotten first',
        body: '',
      });
      expect(byId.get(forgotten.id)).toMatchObject({ status: 'pending', body: '{}' });
      expect(byId.get(other.id)).toMatchObject({ status: 'pending', body: other.body });
      await kit.store.webhookDeliveries.purgeOwner(me);
    });

    it("lists an owner's newest deliveries first, up to the limit, and purges them alone", async () => {
      const [me, other] = [await owner(), await owner()];
      const mine = [1, 2, 3].map((i) => delivery(me, i * 1000));
      for (const d of mine) await kit.store.webhookDeliveries.enqueue(d);
      await kit.store.webhookDeliveries.enqueue(delivery(other, 5000));
      expect((await kit.store.webhookDeliveries.recent(me, 2)).map((d) => d.id)).toEqual([
        mine[2]?.id,
        mine[1]?.id,
      ]);
      await kit.store.webhookDeliveries.purgeOwner(me);
      expect(await kit.store.webhookDeliveries.recent(me, 10)).toEqual([]);
      expect(await kit.store.webhookDeliveries.recent(other, 10)).toHaveLength(1);
      await kit.store.webhookDeliveries.purgeOwner(other);
    });
  });
}
