import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainReady } from '#pwa/i18n/i18n';
import { fakeFetch } from '../../../../test/fake-fetch';
import { sessionStore } from '../../../state/session';
import { leadRow as row } from './lead-row-fixture';
import { type LeadRow, NO_FILTER } from './lead-rows';
import { downloadLeadsCsv, fetchLeads } from './leads-calls';
import { LeadsFilters } from './leads-filters';
import { LeadsTable } from './leads-table';

const noop = () => undefined;
const table = (rows: LeadRow[], showCapturer: boolean) =>
  renderToStaticMarkup(
    <LeadsTable rows={rows} showCapturer={showCapturer} onDelete={noop} onNotes={noop} />,
  );
const filters = (capturers: Array<{ userId: string; name: string }> | null, member = '') =>
  renderToStaticMarkup(
    <LeadsFilters
      fields={{ ...NO_FILTER, member }}
      flipbooks={[]}
      events={[]}
      capturers={capturers}
      onChange={noop}
    />,
  );

/** The labels of the options of the select labelled `label` in `html`. */
function optionsOf(html: string, label: string): string[] {
  const start = html.indexOf(`${label}<select`);
  if (start === -1) throw new Error(`no select labelled ${label}`);
  const select = html.slice(start, html.indexOf('</select>', start));
  return [...select.matchAll(/<option [^>]*>([^<]+)</g)].map((m) => m[1] ?? '');
}

describe('the Leads page of a team', () => {
  beforeAll(() => domainReady('leads'));

  it('shows who captured each lead, in the table and on the phone’s cards, and a dash for a link’s', () => {
    const html = table(
      [
        row({ id: 'l1', capturedBy: { userId: 'u-pia', name: 'Pia Presenter' } }),
        row({ id: 'l2', source: 'link', event: null }),
      ],
      true,
    );
    expect(html).toContain('>Captured by</th>');
    expect(html).toContain('<dt class="text-fg-muted">Captured by</dt>');
    expect(html.match(/Pia Presenter/g)).toHaveLength(2);
    expect(html).toContain('—');
  });

  it('leaves the capturer out of a person’s own leads', () => {
    const html = table([row({ capturedBy: { userId: 'u-me', name: 'Me' } })], false);
    expect(html).not.toContain('Captured by');
    expect(html).not.toContain('>Me<');
  });

  it('marks a lead sent after its capturer left the team, and no other', () => {
    const marked = table([row({ sentAfterRemoval: true })], true);
    expect(marked).toContain('Sent after removal');
    expect(table([row({})], true)).not.toContain('Sent after removal');
  });

  it('offers owners and admins the team’s members to narrow the leads to, and no one else a filter', () => {
    const capturers = [
      { userId: 'u-olga', name: 'Olga Owner' },
      { userId: 'u-pia', name: 'Pia Presenter' },
    ];
    const html = filters(capturers, 'u-pia');
    expect(optionsOf(html, 'Captured by')).toEqual(['Everyone', 'Olga Owner', 'Pia Presenter']);
    expect(html).toMatch(/<option value="u-pia" selected="">Pia Presenter<\/option>/);
    expect(filters(null)).not.toContain('Captured by');
  });
});

describe('the calls of a team’s Leads page', () => {
  const fetched = fakeFetch();
  beforeEach(() => {
    sessionStore.set({ user: null, authToken: 'token-of-olga' });
  });

  it('lists and exports a team’s leads, narrowed to one member’s, with the session', async () => {
    fetched.answer = () => Response.json({ items: [], forgotten: [] });
    await fetchLeads({ team: 't-harbour', member: 'u-pia' });
    await fetchLeads();
    fetched.answer = () => new Response('When (UTC)\r\n', { status: 200 });
    // No document here to save through: the export's call is what counts.
    await downloadLeadsCsv({ event: 'Spring Fair' }, { team: 't-harbour' });
    expect(fetched.calls.map((c) => c.path)).toEqual([
      '/api/leads?team=t-harbour&member=u-pia',
      '/api/leads',
      '/api/leads/export?team=t-harbour&event=Spring%20Fair',
    ]);
    for (const call of fetched.calls)
      expect((call.init.headers as Record<string, string>).Authorization).toBe(
        'Bearer token-of-olga',
      );
  });
});
