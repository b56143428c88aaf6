import { describe, expect, it } from 'vitest';
import type { Locale } from '#core/i18n/locales';
import { leadMail } from './lead-mail';

const mailIn = (locale: Locale, over: { event?: string; greeting?: string } = {}) =>
  leadMail({
    to: 'ada@example.com',
    locale,
    title: 'Spring <menu>',
    link: 'https://flip.example.com/?view=b1',
    coverUrl: 'https://flip.example.com/media/cover.jpg',
    event: over.event ?? null,
    greeting: over.greeting ?? null,
    creator: { name: 'Grace Hopper', email: 'grace@example.com' },
    forgetLink: `https://flip.example.com/forget-me?lead=l1&token=t${locale === 'en' ? '' : `&lang=${locale}`}`,
    privacyLink: `https://flip.example.com/privacy/leads${locale === 'en' ? '' : `?lang=${locale}`}`,
    messageId: '<lead-l1@flip.example.com>',
  });

describe('a lead’s mail in the visitor’s language', () => {
  it('is in English, word for word as ever, for an English visitor', () => {
    const mail = mailIn('en', { event: 'Spring Fair', greeting: 'Ada' });
    expect(mail.subject).toBe('Your brochure: Spring <menu>');
    expect(mail.text).toBe(
      [
        'Hello Ada,',
        '',
        'Here is the brochure you asked for at Spring Fair, “Spring <menu>”:',
        'https://flip.example.com/?view=b1',
        '',
        'Grace Hopper may contact you about this brochure. Reply to this e-mail to write to them.',
        'What is kept and for how long: https://flip.example.com/privacy/leads',
        '',
        'Forget me (deletes the address and details you left): https://flip.example.com/forget-me?lead=l1&token=t',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('>Your brochure</h1>');
    expect(mail.html).toContain(
      '<p>Here is the brochure you asked for at Spring Fair, “Spring &lt;menu&gt;”.</p>',
    );
    expect(mail.html).toContain('alt="The cover of “Spring &lt;menu&gt;”"');
    expect(mail.html).toContain('>Open the brochure</a>');
    expect(mail.html).toContain(
      'Grace Hopper may contact you about this brochure. Reply to this e-mail to write to them. <a href="https://flip.example.com/privacy/leads" style="color:#52525b">What is kept and for how long</a>.</p>',
    );
    expect(mail.html).toContain(
      '<a href="https://flip.example.com/forget-me?lead=l1&amp;token=t" style="color:#52525b">Forget me</a> <span style="color:#71717a">deletes the address and details you left.</span>',
    );
    expect(mail.html).toContain('If you did not ask for this, you can ignore this e-mail.');
  });

  it('is in German for a German visitor, its links opening the German pages', () => {
    const mail = mailIn('de');
    expect(mail.subject).toBe('Ihre Broschüre: Spring <menu>');
    expect(mail.text).toMatch(/^Hallo,$/m);
    expect(mail.text).toContain(
      'Hier ist die Broschüre „Spring <menu>“, die Sie angefordert haben:',
    );
    expect(mail.text).toContain('Grace Hopper darf Sie zu dieser Broschüre kontaktieren.');
    expect(mail.text).toContain(
      'Was gespeichert wird und wie lange: https://flip.example.com/privacy/leads?lang=de',
    );
    expect(mail.text).toContain(
      'Mich vergessen (löscht die Adresse und die Angaben, die Sie hinterlassen haben): https://flip.example.com/forget-me?lead=l1&token=t&lang=de',
    );
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.html).toContain('>Broschüre öffnen</a>');
    expect(mail.html).toContain(
      '<a href="https://flip.example.com/forget-me?lead=l1&amp;token=t&amp;lang=de" style="color:#52525b">Mich vergessen</a> <span style="color:#71717a">löscht',
    );
    expect(mail.html).toContain('Wenn Sie das nicht angefordert haben');
    for (const english of ['Your brochure', 'Forget me', 'What is kept', 'Hello', 'ignore this'])
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(english);
  });

  it('runs right to left in Arabic, and in Hebrew', () => {
    const arabic = mailIn('ar', { greeting: 'Ada' });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.subject).toBe('كتيّبك: Spring <menu>');
    expect(arabic.text).toMatch(/^مرحبًا Ada،$/m);
    expect(arabic.html).toContain('>احذف بياناتي</a>');
    expect(mailIn('he').html).toContain('<html lang="he" dir="rtl">');
  });

  it('puts a marked part where the language puts it, every word escaped', () => {
    const japanese = mailIn('ja');
    expect(japanese.html).toContain(
      '<span style="color:#71717a">入力されたアドレスと情報を削除するには：</span><a href="https://flip.example.com/forget-me?lead=l1&amp;token=t&amp;lang=ja" style="color:#52525b">私の情報を削除</a>',
    );
    expect(japanese.html).toContain('「Spring &lt;menu&gt;」');
  });
});
