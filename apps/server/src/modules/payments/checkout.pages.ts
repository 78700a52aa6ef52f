import { translate, type Locale } from '@golf/contracts';
import { escapeHtml } from '../mail/templates';

/** Self-contained pages (one inline style sheet, no scripts). Forms post back here only. */
export function checkoutPageCsp(appUrl: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' ${new URL(appUrl).origin}; base-uri 'none'; frame-ancestors 'none'`;
}

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1d2521; background: #f4f5f3; }
  main { max-width: 480px; margin: 48px auto; background: #fff; border: 1px solid #e1e5e2; border-radius: 8px; padding: 24px 28px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  p.notice { color: #56615b; font-size: 14px; margin: 0 0 20px; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 20px; }
  td { padding: 6px 0; border-bottom: 1px solid #eef1ee; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
  tr.total td { font-weight: 700; border-bottom: 0; }
  .actions { display: flex; gap: 12px; }
  button { flex: 1; padding: 10px 16px; border: 0; border-radius: 6px; font: inherit; cursor: pointer; }
  button.pay { background: #1f6f43; color: #fff; }
  button.cancel { background: #e9ede9; color: #1d2521; }
  form { flex: 1; display: flex; }
  a { color: #1f6f43; }
`;

function page(locale: Locale, body: string): string {
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(translate(locale, 'checkout.title'))}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    `<body><main>${body}</main></body>`,
    '</html>',
  ].join('\n');
}

export interface CheckoutView {
  orderId: number;
  lines: { name: string; quantity: number; formatted: string }[];
  formattedTotal: string;
  payAction: string;
  cancelAction: string;
}

export function renderCheckout(locale: Locale, view: CheckoutView): string {
  const t = (key: string, params?: Record<string, string | number>) =>
    escapeHtml(translate(locale, `checkout.${key}`, params));
  const rows = view.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}</td><td class="num">${t('quantity')}: ${line.quantity}</td><td class="num">${escapeHtml(line.formatted)}</td></tr>`,
    )
    .join('\n');
  return page(
    locale,
    [
      `<h1>${t('title')}</h1>`,
      `<p class="notice">${t('notice')}</p>`,
      `<p>${t('order', { id: view.orderId })}</p>`,
      `<table>${rows}<tr class="total"><td>${t('total')}</td><td></td><td class="num">${escapeHtml(view.formattedTotal)}</td></tr></table>`,
      '<div class="actions">',
      `<form method="post" action="${escapeHtml(view.payAction)}"><button class="pay" type="submit">${t('pay', { amount: view.formattedTotal })}</button></form>`,
      `<form method="post" action="${escapeHtml(view.cancelAction)}"><button class="cancel" type="submit">${t('cancel')}</button></form>`,
      '</div>',
    ].join('\n'),
  );
}

/**
 * The payment was refused while the order was being fulfilled (an AppError, e.g. 4012 balance limit
 * reached): its message in the buyer's language, and the way back. Nothing was charged or granted.
 */
export function renderRefused(locale: Locale, storeUrl: string, message: string): string {
  return page(
    locale,
    `<h1>${escapeHtml(translate(locale, 'checkout.title'))}</h1><p data-reason="refused">${escapeHtml(message)}</p><p><a href="${escapeHtml(storeUrl)}">${escapeHtml(translate(locale, 'checkout.back'))}</a></p>`,
  );
}

/** The checkout cannot be paid: it is closed, or it expired (`expiredAfterMinutes`). */
export function renderClosed(locale: Locale, storeUrl: string, expiredAfterMinutes?: number): string {
  const message =
    expiredAfterMinutes === undefined
      ? translate(locale, 'checkout.closed')
      : translate(locale, 'checkout.expired', { minutes: expiredAfterMinutes });
  return page(
    locale,
    `<h1>${escapeHtml(translate(locale, 'checkout.title'))}</h1><p data-reason="${expiredAfterMinutes === undefined ? 'closed' : 'expired'}">${escapeHtml(message)}</p><p><a href="${escapeHtml(storeUrl)}">${escapeHtml(translate(locale, 'checkout.back'))}</a></p>`,
  );
}
