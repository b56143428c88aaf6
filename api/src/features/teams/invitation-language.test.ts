import { describe, expect, it } from 'vitest';
import { mailPart } from '#api-test/mail-sink';
import { useTeamApp } from '#api-test/team-app';
import { mailTextsIn } from '../../mail/mail-texts';

/** The language of a team invitation's mail. */
describe("a team invitation's language", () => {
  const t = useTeamApp();

  it("is the invited person's own when they have an account", async () => {
    const team = await t.team();
    await t.app.store.users.update(team.admin.user.id, { locale: 'de' });
    await t.user({ email: 'yui.join@example.com', locale: 'ja' });
    const { mail } = await t.invite(team.admin, team.id, 'yui.join@example.com', 'presenter');
    const html = mailPart(mail.raw, 'text/html');
    const japanese = mailTextsIn('ja');
    expect(html).toContain('<html lang="ja" dir="ltr">');
    expect(html).toContain(japanese['invite.button']());
    expect(html).toContain(japanese['invite.role.presenter']());
  });

  it("is the inviter's for an address with no account yet, in Hebrew right to left", async () => {
    const team = await t.team();
    await t.app.store.users.update(team.admin.user.id, { locale: 'he' });
    const { mail } = await t.invite(team.admin, team.id, 'new.person@example.com', 'editor');
    const html = mailPart(mail.raw, 'text/html');
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain(mailTextsIn('he')['invite.role.editor']());
  });

  it('is English, word for word as before, when neither has a language', async () => {
    const team = await t.team();
    const { mail } = await t.invite(team.admin, team.id, 'plain.english@example.com', 'editor');
    expect(mailPart(mail.raw, 'text/plain')).toContain(
      'Test User invited you to join Nordlys Outdoor on Flipfold as Editor.',
    );
    expect(mailPart(mail.raw, 'text/plain')).toContain(
      'Accept with this link within 7 days, signed in with this e-mail address (or create an account for it):',
    );
  });
});
