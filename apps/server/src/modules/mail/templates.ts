import { defaultLocale, formatMessage, isLocale, type Locale } from '@golf/contracts';
import { en } from './templates.en';
import { sv } from './templates.sv';

/** Every e-mail the platform sends, and the params each one needs. */
export const mailTemplateParams = {
  'verify-email': ['name', 'url'],
  'reset-password': ['name', 'url', 'expires_minutes'],
  'password-changed': ['name'],
  'two-factor-enabled': ['name'],
  'two-factor-disabled': ['name'],
  'account-suspended': ['name', 'reason'],
  'email-changed': ['name', 'email'],
} as const satisfies Record<string, readonly string[]>;

export type MailTemplate = keyof typeof mailTemplateParams;
export const mailTemplates = Object.keys(mailTemplateParams) as MailTemplate[];

export type MailParams = Record<string, string | number>;
/** The params one template needs, for callers that want the compiler to check them. */
export type MailParamsOf<T extends MailTemplate> = Record<(typeof mailTemplateParams)[T][number], string | number>;

/**
 * A paragraph: plain text with `:param` placeholders (the house style, see @golf/contracts'
 * formatMessage), or a count-dependent text chosen by the locale's plural rules.
 */
export type MailParagraph = string | { count: string; one: string; other: string };

export interface MailTemplateCopy {
  subject: string;
  /** Paragraphs before the button. */
  before: MailParagraph[];
  /** The button: its label and the param holding its (http or https) URL. */
  action?: { label: string; urlParam: string };
  /** Paragraphs after the button. */
  after?: MailParagraph[];
}

/** One language's mail text. Typed as a whole, so every language has every template. */
export interface MailCopy {
  greeting: string;
  closing: string;
  signature: string;
  /** Above the raw link under the button, for clients that do not show the button. */
  linkFallback: string;
  footer: string;
  templates: Record<MailTemplate, MailTemplateCopy>;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const mailCopy: Record<Locale, MailCopy> = { en, sv };

const PRODUCT_NAME = 'Open Golf';

/** "sv", "sv-SE", "SV_se" → sv; anything unsupported → en. */
export function resolveMailLocale(locale: string): Locale {
  const language = locale.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : defaultLocale;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function checkParams(template: MailTemplate, params: MailParams): void {
  const missing = mailTemplateParams[template].filter((name) => !Object.hasOwn(params, name));
  if (missing.length > 0) throw new Error(`Mail template ${template} needs the params: ${missing.join(', ')}`);
}

function linkOf(template: MailTemplate, params: MailParams, urlParam: string): string {
  const value = String(params[urlParam]);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Mail template ${template}: param ${urlParam} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Mail template ${template}: param ${urlParam} must be an http or https URL`);
  }
  return value;
}

function pickText(paragraph: MailParagraph, locale: Locale, params: MailParams): string {
  if (typeof paragraph === 'string') return paragraph;
  const category = new Intl.PluralRules(locale).select(Number(params[paragraph.count]));
  return category === 'one' ? paragraph.one : paragraph.other;
}

/** Fills a text's placeholders; for HTML both the text and the values are escaped first. */
function fill(text: string, params: MailParams, html: boolean): string {
  if (!html) return formatMessage(text, params);
  const escaped = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, escapeHtml(String(value)).replace(/\r?\n/g, '<br>')]),
  );
  return formatMessage(escapeHtml(text), escaped);
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const GREEN = '#1f6f43';
const paragraphStyle = `margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:#1d2521;`;

function renderHtml(locale: Locale, copy: MailCopy, body: MailTemplateCopy, params: MailParams, url?: string): string {
  const p = (paragraph: MailParagraph) =>
    `<p style="${paragraphStyle}">${fill(pickText(paragraph, locale, params), params, true)}</p>`;
  const button =
    body.action && url !== undefined
      ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">` +
        `<tr><td style="border-radius:6px;background-color:${GREEN};">` +
        `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;font-weight:bold;line-height:24px;color:#ffffff;text-decoration:none;border-radius:6px;">` +
        `${fill(body.action.label, params, true)}</a></td></tr></table>` +
        `<p style="margin:0 0 16px;${FONT}font-size:14px;line-height:20px;color:#56615b;">${fill(copy.linkFallback, params, true)}<br>` +
        `<a href="${escapeHtml(url)}" style="color:${GREEN};word-break:break-all;">${escapeHtml(url)}</a></p>`
      : '';
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${fill(body.subject, params, true)}</title>`,
    '</head>',
    '<body style="margin:0;padding:0;background-color:#f1f3f0;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f1f3f0;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">',
    `<tr><td style="padding:20px 32px;background-color:${GREEN};border-radius:8px 8px 0 0;${FONT}font-size:20px;font-weight:bold;color:#ffffff;">${PRODUCT_NAME}</td></tr>`,
    '<tr><td style="padding:32px;">',
    p(copy.greeting),
    ...body.before.map(p),
    button,
    ...(body.after ?? []).map(p),
    `<p style="margin:24px 0 0;${FONT}font-size:16px;line-height:24px;color:#1d2521;">${fill(copy.closing, params, true)}<br>${fill(copy.signature, params, true)}</p>`,
    '</td></tr>',
    '</table>',
    `<p style="margin:16px 0 0;${FONT}font-size:12px;line-height:18px;color:#6b756f;">${fill(copy.footer, params, true)}</p>`,
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
}

function renderText(locale: Locale, copy: MailCopy, body: MailTemplateCopy, params: MailParams, url?: string): string {
  const t = (paragraph: MailParagraph) => fill(pickText(paragraph, locale, params), params, false);
  const blocks = [
    t(copy.greeting),
    ...body.before.map(t),
    ...(body.action && url !== undefined ? [`${t(body.action.label)}:\n${url}`] : []),
    ...(body.after ?? []).map(t),
    `${t(copy.closing)}\n${t(copy.signature)}`,
    `--\n${t(copy.footer)}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

/**
 * One e-mail in one language: subject, plain text and HTML. Pure. An unsupported locale falls
 * back to English; a missing param, or a button URL that is not http(s), throws.
 */
export function renderMail(template: MailTemplate, locale: string, params: MailParams): RenderedMail {
  checkParams(template, params);
  const resolved = resolveMailLocale(locale);
  const copy = mailCopy[resolved];
  const body = copy.templates[template];
  const url = body.action ? linkOf(template, params, body.action.urlParam) : undefined;
  return {
    subject: fill(body.subject, params, false),
    text: renderText(resolved, copy, body, params, url),
    html: renderHtml(resolved, copy, body, params, url),
  };
}
