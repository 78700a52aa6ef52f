import { locales, placeholdersOf } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import {
  mailCopy,
  mailTemplateParams,
  mailTemplates,
  renderMail,
  resolveMailLocale,
  type MailParagraph,
  type MailParams,
  type MailTemplate,
} from './templates';

const paramsFor: Record<MailTemplate, MailParams> = {
  'verify-email': { name: 'Anna', url: 'https://golf.example/verify?token=abc' },
  'reset-password': { name: 'Anna', url: 'https://golf.example/reset?token=abc', expires_minutes: 60 },
  'password-changed': { name: 'Anna' },
  'two-factor-enabled': { name: 'Anna' },
  'two-factor-disabled': { name: 'Anna' },
  'account-suspended': { name: 'Anna', reason: 'Repeated abuse in chat' },
  'email-changed': { name: 'Anna', email: 'anna.new@example.test' },
};

const cases = mailTemplates.flatMap((template) => locales.map((locale) => ({ template, locale })));

/** Every text a copy holds, plural forms included. */
const textsOf = (paragraphs: MailParagraph[]) =>
  paragraphs.flatMap((p) => (typeof p === 'string' ? [p] : [p.one, p.other]));

describe('renderMail', () => {
  it.each(cases)('renders $template in $locale with every param filled in', ({ template, locale }) => {
    const params = paramsFor[template];
    const mail = renderMail(template, locale, params);
    expect(mail.subject).toBe(mailCopy[locale].templates[template].subject);
    expect(mail.html.startsWith('<!doctype html>')).toBe(true);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    for (const value of Object.values(params)) {
      expect(mail.text).toContain(String(value));
      expect(mail.html).toContain(String(value));
    }
    // No placeholder left unfilled (the HTML's CSS has "name:value" pairs, so only params count there).
    expect([...placeholdersOf(mail.subject), ...placeholdersOf(mail.text)]).toEqual([]);
    const declared: readonly string[] = mailTemplateParams[template];
    expect(placeholdersOf(mail.html).filter((name) => declared.includes(name))).toEqual([]);
    // Inline styles only: no style sheet, no script.
    expect(mail.html).not.toMatch(/<style|<script|<link/i);
  });

  it.each(mailTemplates)('%s: Swedish differs from English in subject, text and HTML', (template) => {
    const english = renderMail(template, 'en', paramsFor[template]);
    const swedish = renderMail(template, 'sv', paramsFor[template]);
    expect(swedish.subject).not.toBe(english.subject);
    expect(swedish.text).not.toBe(english.text);
    expect(swedish.html).not.toBe(english.html);
  });

  it.each(cases)('$template in $locale uses only the params the template declares', ({ template, locale }) => {
    const copy = mailCopy[locale];
    const body = copy.templates[template];
    const texts = [
      copy.greeting,
      copy.closing,
      copy.signature,
      copy.linkFallback,
      copy.footer,
      body.subject,
      body.action?.label ?? '',
      ...textsOf(body.before),
      ...textsOf(body.after ?? []),
    ];
    const declared: readonly string[] = mailTemplateParams[template];
    expect(texts.flatMap(placeholdersOf).filter((name) => !declared.includes(name))).toEqual([]);
    if (body.action) expect(declared).toContain(body.action.urlParam);
  });

  it('falls back to English for an unknown locale and matches region tags to their language', () => {
    const english = renderMail('verify-email', 'en', paramsFor['verify-email']);
    expect(renderMail('verify-email', 'xx', paramsFor['verify-email'])).toEqual(english);
    expect(renderMail('verify-email', '', paramsFor['verify-email'])).toEqual(english);
    expect(renderMail('verify-email', 'sv-SE', paramsFor['verify-email'])).toEqual(
      renderMail('verify-email', 'sv', paramsFor['verify-email']),
    );
    expect(resolveMailLocale('SV_fi')).toBe('sv');
    expect(resolveMailLocale('de-DE')).toBe('en');
  });

  it('escapes every param in the HTML and keeps it verbatim in the text', () => {
    const name = `<script>alert("x")</script> O'Brien & Co`;
    const url = 'https://golf.example/verify?token=a&b="c"<d>';
    const mail = renderMail('verify-email', 'en', { name, url });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Co');
    expect(mail.html).toContain('href="https://golf.example/verify?token=a&amp;b=&quot;c&quot;&lt;d&gt;"');
    expect(mail.html).not.toContain(url);
    expect(mail.text).toContain(`Hi ${name},`);
    expect(mail.text).toContain(url);

    const suspended = renderMail('account-suspended', 'en', { name: 'A', reason: '<b>spam</b>\nand more' });
    expect(suspended.html).toContain('&lt;b&gt;spam&lt;/b&gt;<br>and more');
    expect(suspended.text).toContain('Reason: <b>spam</b>\nand more');
  });

  it('renders the URL as a button-styled link and as a plain link', () => {
    const { html, text } = renderMail('reset-password', 'en', paramsFor['reset-password']);
    const links = [...html.matchAll(/<a href="([^"]*)" style="([^"]*)">([^<]*)<\/a>/g)];
    expect(links.map((link) => link[1])).toEqual([
      'https://golf.example/reset?token=abc',
      'https://golf.example/reset?token=abc',
    ]);
    expect(links[0]?.[2]).toMatch(/display:inline-block;.*background|padding/);
    expect(links[0]?.[3]).toBe('Choose a new password');
    expect(text).toContain('Choose a new password:\nhttps://golf.example/reset?token=abc');
  });

  it('chooses the plural form by the count', () => {
    const one = renderMail('reset-password', 'en', { ...paramsFor['reset-password'], expires_minutes: 1 });
    expect(one.text).toContain('expires in 1 minute.');
    expect(renderMail('reset-password', 'en', paramsFor['reset-password']).text).toContain('expires in 60 minutes.');
    expect(renderMail('reset-password', 'sv', { ...paramsFor['reset-password'], expires_minutes: 1 }).text).toContain(
      'om 1 minut.',
    );
    expect(renderMail('reset-password', 'sv', paramsFor['reset-password']).text).toContain('om 60 minuter.');
  });

  it('refuses a missing param and a button URL that is not http(s)', () => {
    expect(() => renderMail('verify-email', 'en', { name: 'Anna' })).toThrow(/verify-email needs the params: url/);
    expect(() => renderMail('verify-email', 'en', { name: 'Anna', url: 'javascript:alert(1)' })).toThrow(
      /http or https/,
    );
    expect(() => renderMail('verify-email', 'en', { name: 'Anna', url: 'not a url' })).toThrow(/not a URL/);
  });
});
