import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserAnalytics } from '#core/schemas/flipbooks';
import type { TeamMember } from '#core/schemas/teams';
import type { LocalLibrary } from '#offline/db';
import { domainReady, showIn } from '#pwa/i18n/i18n';
import { ownLibrary } from '../../../data/libraries';
import { AnalyticsFigures } from '../analytics-tab';
import { AnalyticsFilter } from './analytics-filter';
import { type AnalyticsChoice, analyticsPath } from './use-user-analytics';
import '../../library/library-texts';
// The figures' chart is worded by the app's shared texts.
import '../../../ui/app-texts';

// Rendered once, as the server would: the library's texts are loaded first.
beforeAll(() => Promise.all([domainReady('library'), domainReady('app')]));

const ME = 'u-eve';
const team = (teamId: string, name: string): LocalLibrary => ({
  key: `${ME}:${teamId}`,
  userId: ME,
  teamId,
  name,
  role: 'editor',
});
const member = (userId: string, name: string): TeamMember => ({
  userId,
  name,
  username: name.toLowerCase(),
  email: `${name.toLowerCase()}@example.com`,
  role: 'editor',
  joinedAt: '2026-03-01T09:00:00.000Z',
});

const filterOf = (libraries: LocalLibrary[], choice: AnalyticsChoice, members: TeamMember[] = []) =>
  renderToStaticMarkup(
    <AnalyticsFilter
      libraries={libraries}
      members={members}
      choice={choice}
      onChange={() => undefined}
    />,
  );

/** A person's figures: `views` in all, read to `depth` on average. */
const figures = (views: number, depth: number): UserAnalytics => ({
  totalViews: views,
  viewsByDay: [{ day: '2026-03-01', views }],
  uniqueReaders: 7,
  averageReadDepth: depth,
  liveFlipbooksCount: 3,
  deletedFlipbooksCount: 1,
  totalCreatedCount: 4,
});

/** The labels of the options of the select marked `testId`, the chosen one starred. */
function optionsOf(html: string, testId: string): string[] {
  const select = html.split(`data-testid="${testId}"`)[1]?.split('</select>')[0] ?? '';
  return [...select.matchAll(/<option ([^>]*)>([^<]+)</g)].map(
    ([, attributes, label]) => `${label}${attributes?.includes('selected') ? ' *' : ''}`,
  );
}

const LIBRARIES = [ownLibrary(ME), team('t-harbour', 'Harbour'), team('t-fjord', 'Fjord')];
const MEMBERS = [member('u-olga', 'Olga'), member(ME, 'Eve')];

describe('Profile → Analytics: which figures', () => {
  it('offers no choice to a person in no team', () => {
    expect(filterOf([ownLibrary(ME)], { teamId: null, memberId: null })).toBe('');
  });

  it('offers everything the person made and each of their teams’ libraries, with no member filter for their own', () => {
    const html = filterOf(LIBRARIES, { teamId: null, memberId: null }, MEMBERS);
    expect(optionsOf(html, 'analytics-library')).toEqual([
      'Everything I made *',
      'Harbour',
      'Fjord',
    ]);
    expect(html).toContain('>Library</label>');
    expect(html).not.toContain('analytics-member');
  });

  it('offers, in a team’s library, everyone or one member who made them', () => {
    const all = filterOf(LIBRARIES, { teamId: 't-fjord', memberId: null }, MEMBERS);
    expect(optionsOf(all, 'analytics-library')).toEqual([
      'Everything I made',
      'Harbour',
      'Fjord *',
    ]);
    expect(optionsOf(all, 'analytics-member')).toEqual(['Everyone *', 'Olga', 'Eve']);
    expect(all).toContain('>Made by</label>');
    const olga = filterOf(LIBRARIES, { teamId: 't-fjord', memberId: 'u-olga' }, MEMBERS);
    expect(optionsOf(olga, 'analytics-member')).toEqual(['Everyone', 'Olga *', 'Eve']);
    // Until the team's members are read there is nothing to filter by.
    expect(filterOf(LIBRARIES, { teamId: 't-fjord', memberId: null })).not.toContain(
      'analytics-member',
    );
  });

  it('asks for everything made, a team’s library, or one member’s part of it', () => {
    expect(analyticsPath({ teamId: null, memberId: null })).toBe('/api/user/analytics');
    expect(analyticsPath({ teamId: 't-fjord', memberId: null })).toBe(
      '/api/user/analytics?team=t-fjord',
    );
    expect(analyticsPath({ teamId: 't-fjord', memberId: 'u-olga' })).toBe(
      '/api/user/analytics?team=t-fjord&member=u-olga',
    );
  });

  it('shows the figures of the choice, a pulse while they load and a notice when they fail', () => {
    const data = figures(42, 0.5);
    const shown = renderToStaticMarkup(<AnalyticsFigures data={data} />);
    expect(shown).toMatch(/data-testid="stat-totalViews">42</);
    expect(shown).toMatch(/data-testid="stat-liveFlipbooksCount">3</);
    expect(renderToStaticMarkup(<AnalyticsFigures data={null} />)).toContain('aria-busy="true"');
    expect(renderToStaticMarkup(<AnalyticsFigures data="failed" />)).toContain(
      'Unable to load analytics',
    );
  });
});

describe('Profile → Analytics in the page’s language', () => {
  afterEach(() => showIn('en'));

  it('names the figures in German and writes their numbers and shares as German does', async () => {
    // showIn names the document's language and direction: the tests run without a page.
    vi.stubGlobal('document', { documentElement: {} });
    await showIn('de');
    const data = figures(1234, 0.8);
    const shown = renderToStaticMarkup(<AnalyticsFigures data={data} />);
    expect(shown).toContain('Aufrufe insgesamt');
    expect(shown).toMatch(/data-testid="stat-totalViews">1\.234</);
    expect(shown).toMatch(/data-testid="stat-averageReadDepth">80\u00a0%</);
    expect(
      filterOf([ownLibrary(ME), team('t-fjord', 'Fjord')], { teamId: null, memberId: null }),
    ).toContain('Alles, was ich erstellt habe');
  });
});
