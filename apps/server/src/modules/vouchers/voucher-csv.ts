import {
  ECONOMY_AMOUNT_MAX,
  enums,
  enumValues,
  GRANT_DAYS_MAX,
  isValidEconomyAmount,
  memberOf,
  parseCsv,
} from '@golf/contracts';
import type { MessageRef } from '../../errors/app-error';
import { isPlausibleVoucherCode, normalizeVoucherCode } from './voucher-codes';

export interface VoucherImportRow {
  line: number;
  code: string;
  type: number;
  content: Record<string, string | number | null>;
}

/** The columns an import file has, in its header line (any order; extra columns are refused). */
export const VOUCHER_CSV_COLUMNS = ['code', 'type', 'amount', 'token_type', 'title', 'days'] as const;

const positiveInt = (value: string | undefined) =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;

function typeOf(value: string): number | null {
  const trimmed = value.trim().toLowerCase();
  const numeric = Number(trimmed);
  if ((enumValues('voucher_type') as number[]).includes(numeric)) return numeric;
  const member = trimmed as keyof typeof enums.voucher_type;
  return Object.hasOwn(enums.voucher_type, member) ? enums.voucher_type[member] : null;
}

/** A refused line of an import and why: catalogue messages (validation.csv_*), rendered in the caller's language. */
export interface VoucherImportError {
  line: number;
  reasons: MessageRef[];
}

const reason = (name: string, params?: MessageRef['params']): MessageRef => ({
  key: `validation.csv_${name}`,
  ...(params && { params }),
});

/**
 * Checks every row of a voucher import; all must be valid or nothing is saved (spec section 5).
 * Returns the rows, and every problem with the line it is on (line 1 is the header).
 */
export function validateVoucherCsv(text: string): {
  rows: VoucherImportRow[];
  errors: VoucherImportError[];
} {
  const records = parseCsv(text);
  const errors: VoucherImportError[] = [];
  const header = records.shift();
  if (!header) return { rows: [], errors: [{ line: 1, reasons: [reason('empty')] }] };
  const columns = header.cells.map((cell) => cell.trim().toLowerCase());
  const unknown = columns.filter((column) => !(VOUCHER_CSV_COLUMNS as readonly string[]).includes(column));
  if (unknown.length || !columns.includes('code') || !columns.includes('type'))
    return { rows: [], errors: [{ line: header.line, reasons: [reason('header')] }] };
  if (!records.length) return { rows: [], errors: [{ line: 2, reasons: [reason('no_rows')] }] };
  const rows: VoucherImportRow[] = [];
  const seen = new Map<string, number>();
  for (const record of records) {
    const get = (column: string) => {
      const index = columns.indexOf(column);
      return index < 0 ? undefined : record.cells[index]?.trim() || undefined;
    };
    const problems: MessageRef[] = [];
    if (record.cells.length !== columns.length)
      problems.push(reason('columns', { count: record.cells.length, expected: columns.length }));
    const code = normalizeVoucherCode(get('code') ?? '');
    if (!isPlausibleVoucherCode(code)) problems.push(reason('code'));
    else if (seen.has(code)) problems.push(reason('code_repeated', { line: seen.get(code)! }));
    else seen.set(code, record.line);
    const type = typeOf(get('type') ?? '');
    const content: Record<string, string | number | null> = {};
    if (type === null) problems.push(reason('type'));
    if (type === enums.voucher_type.tokens) {
      const amount = positiveInt(get('amount'));
      if (amount === null || !isValidEconomyAmount(amount))
        problems.push(reason('whole_number', { column: 'amount', min: 1, max: ECONOMY_AMOUNT_MAX }));
      const tokenText = get('token_type');
      const tokenType = tokenText === undefined ? enums.token_type.coins : Number(tokenText);
      if (!memberOf('token_type', tokenType)) problems.push(reason('token_type'));
      content.amount = amount;
      content.token_type = tokenType;
    } else if (type !== null) {
      const title = get('title');
      if (type === enums.voucher_type.activate_hardware && !title) problems.push(reason('title_required'));
      content.title = title ?? null;
      const daysText = get('days');
      if (daysText !== undefined) {
        // The same bound as a batch's days and a product's unlock_days (GRANT_DAYS_MAX).
        const days = positiveInt(daysText);
        if (days === null || days > GRANT_DAYS_MAX)
          problems.push(reason('whole_number', { column: 'days', min: 1, max: GRANT_DAYS_MAX }));
        content.days = days;
      }
    }
    if (problems.length) errors.push({ line: record.line, reasons: problems });
    else rows.push({ line: record.line, code, type: type!, content });
  }
  return { rows, errors };
}
