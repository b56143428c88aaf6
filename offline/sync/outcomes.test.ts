import { describe, expect, it } from 'vitest';
import type { OutboxKind } from '../db';
import {
  backoffFor,
  classify,
  LOST_REPLY,
  lostReplyBackoffFor,
  NO_REPLY,
  type Outcome,
} from './outcomes';
import type { SyncReply } from './transport';

const reply = (status: number, body: unknown = null, retryAfterSeconds: number | null = null) =>
  ({ status, body, retryAfterSeconds }) satisfies SyncReply;
const error = (code: string, message = `refused ${code}`) => ({ error: message, code });

const retry = (
  delayMs: number,
  networkDown = false,
  serverAskedToWait = false,
  replyLost = false,
): Outcome => ({
  kind: 'retry',
  delayMs,
  serverAskedToWait,
  replyLost,
  networkDown,
});
const failed = (error: string, code: string | null): Outcome => ({ kind: 'failed', error, code });
const ALL: OutboxKind[] = [
  'create',
  'update',
  'delete',
  'views',
  'lead',
  'staff-notes',
  'kit-create',
  'kit-update',
  'kit-delete',
];

/** [what came back, entry kinds, attempts, outcome] — the table of README.md, row by row. */
const TABLE: Array<
  [string, SyncReply | typeof NO_REPLY | typeof LOST_REPLY, OutboxKind[], number, Outcome]
> = [
  ['no reply, first time', NO_REPLY, ALL, 1, retry(2_000, true)],
  ['no reply, third time', NO_REPLY, ALL, 3, retry(15_000, true)],
  ['no reply, 50th time: capped at a minute', NO_REPLY, ALL, 50, retry(60_000, true)],
  ['a lost reply, first time', LOST_REPLY, ALL, 1, retry(15_000, false, false, true)],
  [
    'a lost reply, 9th time: capped at a minute',
    LOST_REPLY,
    ALL,
    9,
    retry(60_000, false, false, true),
  ],
  ['200', reply(200), ALL, 1, { kind: 'done' }],
  ['201', reply(201), ALL, 1, { kind: 'done' }],
  ['204', reply(204), ALL, 1, { kind: 'done' }],
  ['401', reply(401, error('UNAUTHENTICATED')), ALL, 1, { kind: 'pause' }],
  ['408', reply(408, error('REQUEST_TIMEOUT')), ALL, 2, retry(5_000)],
  [
    '429 with Retry-After',
    reply(429, error('RATE_LIMITED'), 30),
    ALL,
    1,
    retry(30_000, false, true),
  ],
  ['429 without Retry-After', reply(429, error('RATE_LIMITED')), ALL, 4, retry(30_000)],
  ['500', reply(500, error('INTERNAL')), ALL, 1, retry(2_000)],
  ['503', reply(503, error('STORE_UNAVAILABLE'), 5), ALL, 5, retry(60_000)],
  [
    '404 on a delete: gone anyway',
    reply(404, error('NOT_FOUND')),
    ['delete', 'kit-delete'],
    1,
    { kind: 'done' },
  ],
  [
    '404 on an edit',
    reply(404, error('NOT_FOUND')),
    ['update', 'views', 'kit-update'],
    1,
    { kind: 'gone' },
  ],
  [
    '409: a kit deleted since its create landed',
    reply(409, error('KIT_DELETED')),
    ['kit-create'],
    1,
    { kind: 'gone' },
  ],
  [
    '404 on a create, a lead or notes on one: kept for the creator to see',
    reply(404, error('NOT_FOUND', 'Not found')),
    ['create', 'lead', 'staff-notes'],
    1,
    failed('Not found', 'NOT_FOUND'),
  ],
  [
    '409: deleted since the create landed',
    reply(409, error('FLIPBOOK_DELETED')),
    ['create'],
    1,
    { kind: 'gone' },
  ],
  [
    'FLIPBOOK_DELETED to an edit, or with another status than 409',
    reply(409, error('FLIPBOOK_DELETED', 'Deleted')),
    ['update', 'views'],
    1,
    failed('Deleted', 'FLIPBOOK_DELETED'),
  ],
  [
    '400 FLIPBOOK_DELETED to a create',
    reply(400, error('FLIPBOOK_DELETED', 'Deleted')),
    ['create'],
    1,
    failed('Deleted', 'FLIPBOOK_DELETED'),
  ],
  ['300: a redirect not followed is no success', reply(300), ALL, 1, failed('300', null)],
  [
    '409: the id is another account’s',
    reply(409, error('CONFLICT', 'This flipbook id is taken')),
    ['create'],
    1,
    failed('This flipbook id is taken', 'CONFLICT'),
  ],
  [
    '400',
    reply(400, error('VALIDATION_FAILED', 'Title is required')),
    ALL,
    1,
    failed('Title is required', 'VALIDATION_FAILED'),
  ],
  ['403 without a JSON error', reply(403, 'Forbidden'), ALL, 1, failed('403', null)],
  [
    '413',
    reply(413, error('PAYLOAD_TOO_LARGE', 'Too large')),
    ALL,
    1,
    failed('Too large', 'PAYLOAD_TOO_LARGE'),
  ],
];

describe('the outcome of a send', () => {
  for (const [what, got, kinds, attempts, outcome] of TABLE) {
    for (const kind of kinds) {
      it(`is ${outcome.kind} for a ${kind} answered ${what}`, () => {
        expect(classify(kind, attempts, got)).toEqual(outcome);
      });
    }
  }

  it.each(['update', 'views'] as const)(
    'is failed, never gone, for a %s answered 404 before the create landed',
    (kind) => {
      expect(
        classify(kind, 1, reply(404, error('NOT_FOUND', 'Flipbook not found')), false),
      ).toEqual(failed('Flipbook not found', 'NOT_FOUND'));
    },
  );

  it('backs off 2, 5, 15, 30 and then 60 seconds, never longer', () => {
    expect([1, 2, 3, 4, 5, 6, 100].map(backoffFor)).toEqual([
      2_000, 5_000, 15_000, 30_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('backs off 15 s, 30 s, then a minute after lost replies, never longer', () => {
    expect([1, 2, 3, 4, 5, 100].map(lostReplyBackoffFor)).toEqual([
      15_000, 30_000, 60_000, 60_000, 60_000, 60_000,
    ]);
  });
});
