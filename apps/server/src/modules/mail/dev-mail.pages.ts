import type { OutboxMail } from './mail-outbox.repository';
import { escapeHtml } from './templates';

/**
 * The development outbox pages: self-contained HTML (one inline style sheet, no scripts, no
 * external assets). Every value from the database is escaped; the mail's own HTML is shown only
 * inside a sandboxed iframe.
 */

/** Pages may use inline styles and data: images, nothing else; no scripts, no framing. */
export const DEV_MAIL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The mail runs no scripts and gets a unique origin; a click on one of its links may navigate this
 * tab (its links target the top) or open a new one.
 */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1d2521; background: #f4f5f3; }
  header { background: #1f6f43; color: #fff; padding: 12px 24px; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  main { max-width: 1100px; margin: 0 auto; padding: 16px 24px 48px; }
  h1 { font-size: 22px; margin: 8px 0 16px; overflow-wrap: anywhere; }
  h2 { font-size: 17px; margin: 24px 0 8px; }
  a { color: #1f6f43; }
  form { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin-bottom: 16px; }
  input[type=search] { padding: 6px 8px; min-width: 280px; border: 1px solid #b9c2bc; border-radius: 4px; font: inherit; }
  button { padding: 6px 14px; border: 0; border-radius: 4px; background: #1f6f43; color: #fff; font: inherit; cursor: pointer; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid #e1e5e2; vertical-align: top; }
  th { background: #e9ede9; font-weight: 600; }
  th.time, td.time { width: 1%; white-space: nowrap; }
  td.time { color: #56615b; font-variant-numeric: tabular-nums; }
  td { overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; background: #fff; padding: 12px 16px; margin: 0; border: 1px solid #e1e5e2; }
  dt { font-weight: 600; color: #56615b; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 70vh; border: 1px solid #c9d0cb; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #e1e5e2; padding: 12px 16px; margin: 0; }
  .muted { color: #56615b; }
`;

function page(title: string, prefix: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<header><a href="${escapeHtml(prefix)}">Dev outbox</a></header>`,
    `<main>${body}</main>`,
    '</body>',
    '</html>',
  ].join('\n');
}

/** "2025-01-31 14:05:09 UTC" */
const formatTime = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const timeElement = (date: Date) => `<time datetime="${date.toISOString()}">${formatTime(date)}</time>`;

export function renderOutboxList(prefix: string, mails: OutboxMail[], to: string | undefined, limit: number): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td class="time">${timeElement(mail.createdAt)}</td>` +
        `<td>${escapeHtml(mail.recipient)}</td>` +
        `<td><a href="${escapeHtml(`${prefix}/${mail.id}`)}">${escapeHtml(mail.subject)}</a></td></tr>`,
    )
    .join('\n');
  const empty = to ? `No mail to addresses containing “${escapeHtml(to)}”.` : 'No mail yet.';
  const table =
    mails.length > 0
      ? `<table><thead><tr><th class="time">Time</th><th>Recipient</th><th>Subject</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
      : `<p class="muted">${empty}</p>`;
  return page(
    'Dev outbox',
    prefix,
    [
      '<h1>Dev outbox</h1>',
      `<p class="muted">Mail the server sent while no SMTP server is configured (MAIL_URL unset). The newest ${limit} are shown, newest first.</p>`,
      `<form method="get" action="${escapeHtml(prefix)}" role="search">`,
      `<label for="to">Recipient</label>`,
      `<input type="search" id="to" name="to" value="${escapeHtml(to ?? '')}" placeholder="part of an address">`,
      '<button type="submit">Filter</button>',
      to ? `<a href="${escapeHtml(prefix)}">Show all</a>` : '',
      '</form>',
      table,
    ].join('\n'),
  );
}

/** The mail's HTML for the iframe: links navigate the top window instead of the frame. */
function frameDocument(html: string): string {
  const base = '<base target="_top">';
  const head = /<head(\s[^>]*)?>/i;
  return head.test(html) ? html.replace(head, (tag) => `${tag}${base}`) : `${base}${html}`;
}

export function renderOutboxMail(prefix: string, mail: OutboxMail): string {
  const headers: [string, string][] = [
    ['To', escapeHtml(mail.recipient)],
    ['Subject', escapeHtml(mail.subject)],
    ['Template', escapeHtml(mail.template)],
    ['Locale', escapeHtml(mail.locale)],
    ['Time', timeElement(mail.createdAt)],
  ];
  return page(
    `${mail.subject} - Dev outbox`,
    prefix,
    [
      `<p><a href="${escapeHtml(prefix)}">← All mail</a></p>`,
      `<h1>${escapeHtml(mail.subject)}</h1>`,
      `<dl>${headers.map(([name, value]) => `<dt>${name}</dt><dd>${value}</dd>`).join('')}</dl>`,
      '<h2>HTML</h2>',
      `<iframe title="HTML version" sandbox="${MAIL_FRAME_SANDBOX}" referrerpolicy="no-referrer" srcdoc="${escapeHtml(frameDocument(mail.html))}"></iframe>`,
      '<h2>Text</h2>',
      `<pre>${escapeHtml(mail.text)}</pre>`,
    ].join('\n'),
  );
}
