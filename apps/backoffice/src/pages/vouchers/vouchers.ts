import { enums, parseCsv, type CreatedVoucherBatch, type VoucherBatchRequest } from '@golf/contracts';
import type { TokenAmountText } from '../../resources/prices/money';

/**
 * Voucher helpers of the back-office (pure): the batch form's request, a preview of an import
 * file, the server's per-line import errors, and the CSV of freshly created codes.
 */
export const VOUCHER_TYPES = enums.voucher_type;
export const BATCH_COUNT_MAX = 1000;
/** The most days a software download may last: the server's GRANT_DAYS_MAX (store/product-grants.ts), which checks it too. */
export const BATCH_DAYS_MAX = 36_500;
/** Rows shown in the import preview. */
export const PREVIEW_ROWS = 10;

export interface CsvPreview {
  header: string[];
  /** The first PREVIEW_ROWS data rows. */
  rows: string[][];
  /** Data rows in the file (header excluded). */
  total: number;
}

/** What the import will send, for a look before uploading; the server checks every row. */
export function previewCsv(text: string, limit = PREVIEW_ROWS): CsvPreview {
  const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, '')).map((record) => record.cells);
  return { header: header.map((cell) => cell.trim()), rows: rows.slice(0, limit), total: rows.length };
}

/**
 * The import's refusal lists every bad row as a field error `csv.line_<n>` (line 1 is the header);
 * the back-office's HTTP client flattens each to one message. Returns them in line order.
 */
export function importErrorsByLine(errors: Record<string, string> | undefined): { line: number; message: string }[] {
  if (!errors) return [];
  const out: { line: number; message: string }[] = [];
  for (const [field, message] of Object.entries(errors)) {
    const match = /^csv\.line_(\d+)$/.exec(field);
    if (match) out.push({ line: Number(match[1]), message });
  }
  return out.sort((a, b) => a.line - b.line);
}

export interface BatchForm {
  batch: string;
  type: number | '';
  count: string;
  amount: string;
  token_type: number;
  title: string;
  days: string;
  user_id: string;
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

export type BatchProblems = Partial<Record<keyof BatchForm, string>>;

/** The form's problems (i18n keys by field); the server checks the same and more. */
export function batchProblems(form: BatchForm): BatchProblems {
  const problems: BatchProblems = {};
  if (!form.batch.trim()) problems.batch = 'app.vouchers.batch_required';
  if (form.type === '') problems.type = 'app.vouchers.type_required';
  const count = whole(form.count);
  if (!count || count > BATCH_COUNT_MAX) problems.count = 'app.vouchers.count_range';
  if (form.type === VOUCHER_TYPES.tokens && !whole(form.amount)) problems.amount = 'app.vouchers.amount_required';
  if (form.type === VOUCHER_TYPES.activate_hardware && !form.title.trim())
    problems.title = 'app.vouchers.title_required';
  const days = whole(form.days);
  if (form.days.trim() && !days) problems.days = 'app.vouchers.days_whole';
  else if (days && days > BATCH_DAYS_MAX) problems.days = 'app.vouchers.count_range';
  if (form.user_id.trim() && !whole(form.user_id)) problems.user_id = 'app.vouchers.user_id_whole';
  return problems;
}

/**
 * The server's refusal of a batch, by form field (the HTTP client flattens each field's messages to
 * one text, already in the user's language), so each shows under its own input.
 */
export function batchServerErrors(errors: Record<string, string> | undefined): BatchProblems {
  const fields: readonly (keyof BatchForm)[] = [
    'batch',
    'type',
    'count',
    'amount',
    'token_type',
    'title',
    'days',
    'user_id',
  ];
  const out: BatchProblems = {};
  for (const field of fields) if (typeof errors?.[field] === 'string') out[field] = errors[field];
  return out;
}

/** The body of POST admin/vouchers: the content fields of the chosen type only (for a form batchProblems passes). */
export function buildBatchPayload(form: BatchForm): VoucherBatchRequest {
  const out: VoucherBatchRequest = {
    batch: form.batch.trim(),
    type: Number(form.type),
    count: Number(whole(form.count)),
  };
  if (form.type === VOUCHER_TYPES.tokens) {
    out.amount = whole(form.amount);
    out.token_type = form.token_type;
  } else {
    if (form.title.trim()) out.title = form.title.trim();
    if (form.type === VOUCHER_TYPES.software_download && whole(form.days)) out.days = whole(form.days);
  }
  if (whole(form.user_id)) out.user_id = whole(form.user_id);
  return out;
}

const csvCell = (value: unknown) => {
  const text = value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The created codes as a CSV file (they are shown only once): code, batch, type, content. */
export function codesCsv(
  vouchers: readonly Pick<CreatedVoucherBatch['vouchers'][number], 'code' | 'batch' | 'type' | 'content'>[],
): string {
  const lines = [['code', 'batch', 'type', 'content'].join(',')];
  for (const voucher of vouchers)
    lines.push([voucher.code, voucher.batch, voucher.type, voucher.content].map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** How the UI names the parts of a voucher's content (labels from the enumerations and the catalogue). */
export interface ContentLabels {
  /** The in-game currency's label, e.g. 10 → "Coins". */
  tokenType(value: unknown): string | undefined;
  /** An amount of it: (1, 10) → "1 coin" (useTokenAmount). */
  tokenAmount: TokenAmountText;
  /** "30 days". */
  days(count: number): string;
  locale: string;
}

/**
 * A voucher's content for people: "500 coins", "Launch monitor", "Pro features, 30 days". Without
 * labels (or for keys it does not know): "amount: 500, token_type: 10".
 */
export function contentText(content: Record<string, unknown> | null | undefined, labels?: ContentLabels): string {
  if (!content) return '';
  const present = Object.entries(content).filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (!labels) return present.map(([key, value]) => `${key}: ${String(value)}`).join(', ');
  const parts: string[] = [];
  const tokenLabel = labels.tokenType(content.token_type);
  if (typeof content.amount === 'number')
    parts.push(
      labels.tokenAmount(content.amount, content.token_type) ??
        new Intl.NumberFormat(labels.locale).format(content.amount),
    );
  else if (tokenLabel) parts.push(tokenLabel);
  for (const [key, value] of present) {
    if (key === 'amount' || (key === 'token_type' && tokenLabel)) continue;
    if (key === 'title') parts.push(String(value));
    else if (key === 'days' && typeof value === 'number') parts.push(labels.days(value));
    else parts.push(`${key}: ${String(value)}`);
  }
  return parts.join(', ');
}
