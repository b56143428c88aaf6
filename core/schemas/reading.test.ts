import { describe, expect, it } from 'vitest';
import { ownerReadingReport, publicReadingReport } from './reading';

const uuid = '0f8e7a52-3c1d-4b6e-9a2f-1d2c3b4a5e6f';
const valid = {
  flipbook: uuid.toUpperCase(),
  session: uuid,
  source: 'link',
  device: 'phone',
  referrer: 'https://news.example:8443',
  events: [
    { type: 'start', layout: 'panels', steps: 6 },
    { type: 'panel', panel: 5 },
    { type: 'panel-time', panel: 5, seconds: 600 },
    { type: 'click', url: 'mailto:hello@example.com' },
  ],
};
const withEvent = (event: unknown) => ({ ...valid, events: [event] });

describe('reading reports', () => {
  it('takes a report and lower-cases its flipbook id', () => {
    const parsed = publicReadingReport.safeParse(valid);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.flipbook).toBe(uuid);
  });

  it('holds the flipbook id to the one id rule of every other call', () => {
    for (const flipbook of ['not-a-uuid', `${uuid}0`, '0f8e7a52-3c1d-0b6e-9a2f-1d2c3b4a5e6f']) {
      const parsed = publicReadingReport.safeParse({ ...valid, flipbook });
      expect(parsed.error?.issues.map((i) => i.message)).toEqual(['flipbook must be a UUID']);
    }
    const nil = '00000000-0000-0000-0000-000000000000';
    expect(publicReadingReport.safeParse({ ...valid, flipbook: nil }).success).toBe(true);
  });

  it.each([
    ['a stage out of range', withEvent({ type: 'stage', stage: 4 })],
    ['a negative stage', withEvent({ type: 'stage', stage: -1 })],
    ['a panel out of range', withEvent({ type: 'panel', panel: 6 })],
    ['negative seconds', withEvent({ type: 'stage-time', stage: 0, seconds: -1 })],
    ['more than ten minutes on a stage', withEvent({ type: 'panel-time', panel: 0, seconds: 601 })],
    ['fractions of a second', withEvent({ type: 'stage-time', stage: 0, seconds: 1.5 })],
    [
      'a stages layout of other than four steps',
      withEvent({ type: 'start', layout: 'stages', steps: 6 }),
    ],
    ['an unknown event', withEvent({ type: 'scroll' })],
    ['a link of another scheme', withEvent({ type: 'click', url: 'javascript:alert(1)' })],
    ['101 events', { ...valid, events: Array(101).fill({ type: 'zoom' }) }],
    ['no events', { ...valid, events: [] }],
    ['two starts', { ...valid, events: [valid.events[0], valid.events[0]] }],
    ['a referrer with a path', { ...valid, referrer: 'https://news.example/story' }],
    ['a referrer in capitals', { ...valid, referrer: 'HTTPS://NEWS.EXAMPLE' }],
    ['an event kiosk’s source from a signed-out page', { ...valid, source: 'event' }],
    ['a device other than phone, tablet or desktop', { ...valid, device: 'watch' }],
    ['a session id that is no UUID', { ...valid, session: 'abc' }],
  ])('refuses %s', (_, report) => {
    expect(publicReadingReport.safeParse(report).success).toBe(false);
  });

  it('takes any source from the owner’s device, with a key', () => {
    const { flipbook: _, ...rest } = valid;
    for (const source of ['link', 'embed', 'event', 'library'])
      expect(ownerReadingReport.safeParse({ ...rest, source, key: uuid }).success).toBe(true);
    expect(ownerReadingReport.safeParse({ ...rest, source: 'event' }).success).toBe(false);
  });
});
