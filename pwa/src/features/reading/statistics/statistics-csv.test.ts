import { describe, expect, it } from 'vitest';
import { summarize } from '#core/reading-counts';
import type { FlipbookStatistics } from '#core/schemas/flipbooks';
import { eventDays } from './event-hours';
import { statisticsCsv, statisticsFileName } from './statistics-csv';

const stats = (): FlipbookStatistics => ({
  totalViews: 9,
  leads: 0,
  events: ['Spring Fair'],
  event: null,
  byHour: [],
  viewsByDay: [
    { day: '2026-07-01', views: 2 },
    { day: '2026-07-02', views: 7 },
  ],
  readersByDay: [
    { day: '2026-07-01', readers: 1 },
    { day: '2026-07-02', readers: 3 },
  ],
  reading: summarize(
    new Map([
      ['sessions', 4],
      ['layout:stages', 4],
      ['steps:stages', 16],
      ['stage:0', 4],
      ['stage-seconds:0', 10],
      ['click:https://shop.example/?a=1,b="2"', 3],
      ['source:link', 4],
      ['device:phone', 4],
      ['referrer:https://news.example', 2],
    ]),
  ),
});

describe('the statistics as CSV', () => {
  it('writes each day’s views and readers, each stage’s reach and average time, and the counts', () => {
    const lines = statisticsCsv(stats()).split('\r\n');
    expect(lines[0]).toBe('Section,Item,Measure,Value');
    expect(lines).toContain('Day,2026-07-02,Views,7');
    expect(lines).toContain('Day,2026-07-02,Unique readers,3');
    expect(lines).toContain('Stage,Cover,Sessions that reached it,4');
    expect(lines).toContain('Stage,Cover,Average seconds,2.5');
    expect(lines).toContain('Link,"https://shop.example/?a=1,b=""2""",Clicks,3');
    expect(lines).toContain('Source,Shared link,Sessions,4');
    expect(lines).toContain('Device,Phone,Sessions,4');
    expect(lines).toContain('Referrer,https://news.example,Sessions,2');
    expect(lines.at(-1)).toBe('');
  });

  it('writes the read depth as the page shows it, and an event’s hours in UTC', () => {
    const lines = statisticsCsv({
      ...stats(),
      event: 'Spring Fair',
      byHour: [{ hour: '2026-07-02T09:00:00.000Z', views: 5, sessions: 3 }],
    }).split('\r\n');
    // One stage reached of the four on offer to each session.
    expect(lines).toContain('Read depth,All,Percent,25');
    expect(lines).toContain('Event,Spring Fair,Shown alone,');
    expect(lines).toContain('Hour,2026-07-02T09:00:00.000Z,Views,5');
    expect(lines).toContain('Hour,2026-07-02T09:00:00.000Z,Sessions,3');
    expect(statisticsFileName('Spring Sale', 30, 'Spring Fair')).toBe(
      'spring_sale_spring_fair_statistics_30_days.csv',
    );
  });

  it('keeps a spreadsheet from reading a field as a formula', () => {
    const withFormula = stats();
    withFormula.reading.referrers = [{ origin: '=HYPERLINK("x")', sessions: 1 }];
    expect(statisticsCsv(withFormula)).toContain(`Referrer,"'=HYPERLINK(""x"")",Sessions,1`);
  });

  it('names the file after the flipbook and the period', () => {
    expect(statisticsFileName('Spring Sale!', 90)).toBe('spring_sale__statistics_90_days.csv');
  });
});

describe('an event’s hours', () => {
  it('are the viewer’s local days and hours, latest day first, a half-hour zone in the hour it began', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
    try {
      const days = eventDays([
        { hour: '2026-07-01T03:00:00.000Z', views: 2, sessions: 1 },
        { hour: '2026-07-01T04:00:00.000Z', views: 3, sessions: 0 },
        { hour: '2026-07-01T19:00:00.000Z', views: 1, sessions: 1 },
      ]);
      expect(days.map((d) => d.day)).toEqual(['2026-07-02', '2026-07-01']);
      // 03:00 UTC is 08:30 in India: hour 8; 04:00 UTC hour 9; 19:00 UTC is 00:30 the next day.
      expect(days[1]?.views[8]).toBe(2);
      expect(days[1]?.sessions[8]).toBe(1);
      expect(days[1]?.views[9]).toBe(3);
      expect(days[0]?.views[0]).toBe(1);
      expect(days[1]?.views.reduce((a, b) => a + b, 0)).toBe(5);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
