import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '#core/i18n/locales';
import type { ForgottenLead } from '#core/schemas/leads';
import { domainReady, showIn, t } from '#pwa/i18n/i18n';
import { ForgottenLeads } from './forgotten-leads';
import { leadRow as row } from './lead-row-fixture';
import { LeadWhere } from './lead-where';
import { LeadsTable } from './leads-table';

const forgotten: ForgottenLead = {
  id: 'l9',
  flipbookId: 'b1',
  flipbookTitle: '',
  source: 'link',
  event: null,
  capturedAt: '2026-03-02T10:00:00.000Z',
  forgottenAt: '2026-12-06T10:00:00.000Z',
};

const noop = () => undefined;

/** What `draw` gives with the page in `locale`, which is English again afterwards. */
async function shownIn(locale: Locale, draw: () => string): Promise<string> {
  // showIn marks the document with the language; these tests have none.
  vi.stubGlobal('document', { documentElement: {} });
  await showIn(locale, ['leads']);
  try {
    return draw();
  } finally {
    await showIn('en');
  }
}

describe('the Leads page in the page’s language', () => {
  beforeAll(() => domainReady('leads'));

  it('says when, where and how hot each lead is in German, and in English again after', async () => {
    const draw = () =>
      renderToStaticMarkup(
        <LeadsTable
          rows={[row({ rating: 'hot' })]}
          showCapturer={false}
          onDelete={noop}
          onNotes={noop}
        />,
      );
    const german = await shownIn('de', draw);
    expect(german).toContain('02.03.2026');
    expect(german).toContain('Event-Kiosk');
    expect(german).toContain('>Heiß<');
    expect(german).toContain('aria-label="Lead von ann@example.com löschen"');
    const english = draw();
    expect(english).toContain('Mar 2, 2026');
    expect(english).toContain('Event kiosk');
    expect(english).toContain('>Hot<');
  });

  it('dates a forgotten lead in Japanese and names its deleted flipbook', async () => {
    const html = await shownIn('ja', () =>
      renderToStaticMarkup(<ForgottenLeads leads={[forgotten]} />),
    );
    expect(html).toContain('<time dateTime="2026-12-06T10:00:00.000Z">2026/12/06</time>に削除');
    expect(html).toContain('削除されたフリップブック · 共有リンク');
    expect(html).toContain('CSVの「Lead id」列');
  });

  it('counts the leads waiting on this device in every plural form of Polish', async () => {
    const counts = await shownIn('pl', () =>
      [1, 3, 5, 22].map((count) => t('leads.waiting', { count }).split(' czek')[0]).join(' | '),
    );
    expect(counts).toBe('1 lead | 3 leady | 5 leadów | 22 leady');
  });

  it('words a refusal that came with no reason, and lets the lead be deleted', () => {
    const refused = row({ waiting: { sent: true, failure: '' } });
    expect(renderToStaticMarkup(<LeadWhere row={refused} />)).toContain('Not sent: Refused');
    const table = renderToStaticMarkup(
      <LeadsTable rows={[refused]} showCapturer={false} onDelete={noop} onNotes={noop} />,
    );
    expect(table).not.toContain('Being sent');
    const sending = row({ waiting: { sent: true, failure: null } });
    expect(renderToStaticMarkup(<LeadWhere row={sending} />)).toContain('Waiting on this device');
  });
});
