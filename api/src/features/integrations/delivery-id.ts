import crypto from 'node:crypto';

/** The last id's millisecond and its counter (12 bits): later ids of one process sort after it. */
let lastMs = 0;
let counter = 0;
const COUNTER_MAX = 0xfff;

/**
 * A delivery's id: a UUIDv7 (RFC 9562) whose 12 bits after the version count up within a
 * millisecond. Deliveries are sent in the order of their time and then their id, and a lead's
 * 'created' and 'updated' can fall in one millisecond (or the clock can step back): a random id
 * sent the update first. Across processes the ids sort by time.
 */
export function newDeliveryId(nowMs = Date.now()): string {
  if (nowMs > lastMs) {
    lastMs = nowMs;
    counter = 0;
  } else if (counter < COUNTER_MAX) {
    counter += 1;
  } else {
    // 4096 ids in one millisecond: borrow the next one rather than repeat an order.
    lastMs += 1;
    counter = 0;
  }
  const bytes = crypto.randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
