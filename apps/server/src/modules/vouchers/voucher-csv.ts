import { ECONOMY_AMOUNT_MAX, enums, enumValues, isValidEconomyAmount, memberOf, parseCsv } from '@golf/contracts';
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

/**
 * Checks every row of a voucher import; all must be valid or nothing is saved (spec section 5).
 * Returns the rows, and every problem with the line it is on (line 1 is the header).
 */
export function validateVoucherCsv(text: string): {
  rows: VoucherImportRow[];
  errors: { line: number; reason: string }[];
} {
  const records = parseCsv(text);
  const errors: { line: number; reason: string }[] = [];
  const header = records.shift();
  if (!header) return { rows: [], errors: [{ line: 1, reason: 'the file is empty' }] };
  const columns = header.cells.map((cell) => cell.trim().toLowerCase());
  const unknown = columns.filter((column) => !(VOUCHER_CSV_COLUMNS as readonly string[]).includes(column));
  if (unknown.length || !columns.includes('code') || !columns.includes('type'))
    return {
      rows: [],
      errors: [
        { line: header.line, reason: `the header must name code, type and optionally amount, token_type, title, days` },
      ],
    };
  if (!records.length) return { rows: [], errors: [{ line: 2, reason: 'there are no vouchers in the file' }] };
  const rows: VoucherImportRow[] = [];
  const seen = new Map<string, number>();
  for (const record of records) {
    const get = (column: string) => {
      const index = columns.indexOf(column);
      return index < 0 ? undefined : record.cells[index]?.trim() || undefined;
    };
    const problems: string[] = [];
    if (record.cells.length !== columns.length) problems.push(`expected ${columns.length} columns`);
    const code = normalizeVoucherCode(get('code') ?? '');
    if (!isPlausibleVoucherCode(code)) problems.push('code must be 6 to 64 letters and digits');
    else if (seen.has(code)) problems.push(`code repeats line ${seen.get(code)}`);
    else seen.set(code, record.line);
    const type = typeOf(get('type') ?? '');
    const content: Record<string, string | number | null> = {};
    if (type === null) problems.push('type must be tokens (10), software_download (20) or activate_hardware (30)');
    if (type === enums.voucher_type.tokens) {
      const amount = positiveInt(get('amount'));
      if (amount === null || !isValidEconomyAmount(amount))
        problems.push(`amount must be a whole number from 1 to ${ECONOMY_AMOUNT_MAX}`);
      const tokenText = get('token_type');
      const tokenType = tokenText === undefined ? enums.token_type.coins : Number(tokenText);
      if (!memberOf('token_type', tokenType)) problems.push('token_type must be 10 or 20');
      content.amount = amount;
      content.token_type = tokenType;
    } else if (type !== null) {
      const title = get('title');
      if (type === enums.voucher_type.activate_hardware && !title) problems.push('title (the hardware) is required');
      content.title = title ?? null;
      const daysText = get('days');
      if (daysText !== undefined) {
        const days = positiveInt(daysText);
        if (days === null) problems.push('days must be a positive whole number');
        content.days = days;
      }
    }
    if (problems.length) errors.push({ line: record.line, reason: problems.join('; ') });
    else rows.push({ line: record.line, code, type: type!, content });
  }
  return { rows, errors };
}
