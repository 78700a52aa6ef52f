import { describe, expect, it } from 'vitest';
import {
  BATCH_DAYS_MAX,
  type BatchForm,
  batchProblems,
  batchServerErrors,
  buildBatchPayload,
  codesCsv,
  contentText,
  importErrorsByLine,
  previewCsv,
} from './vouchers';

describe('previewCsv', () => {
  it('shows the header, the first rows and the total, without a BOM', () => {
    const text = `\uFEFFcode, type ,amount\n${Array.from({ length: 12 }, (_, i) => `CODE${i},10,5`).join('\n')}`;
    const preview = previewCsv(text);
    expect(preview.header).toEqual(['code', 'type', 'amount']);
    expect(preview.total).toBe(12);
    expect(preview.rows).toHaveLength(10);
    expect(preview.rows[0]).toEqual(['CODE0', '10', '5']);
  });

  it('is empty for an empty file', () => {
    expect(previewCsv('')).toEqual({ header: [], rows: [], total: 0 });
  });
});

describe('importErrorsByLine', () => {
  it('lists every bad line in order and ignores other fields', () => {
    expect(
      importErrorsByLine({
        'csv.line_12': 'Row 12: the code already exists',
        'csv.line_3': 'Row 3: amount must be a positive whole number',
        batch: 'The batch field is required.',
      }),
    ).toEqual([
      { line: 3, message: 'Row 3: amount must be a positive whole number' },
      { line: 12, message: 'Row 12: the code already exists' },
    ]);
    expect(importErrorsByLine(undefined)).toEqual([]);
  });
});

const form = (patch: Partial<BatchForm>): BatchForm => ({
  batch: 'spring',
  type: 10,
  count: '50',
  amount: '500',
  token_type: 10,
  title: '',
  days: '',
  user_id: '',
  ...patch,
});

describe('voucher batch', () => {
  it('sends token content for token vouchers', () => {
    expect(batchProblems(form({}))).toEqual({});
    expect(buildBatchPayload(form({ title: 'ignored' }))).toEqual({
      batch: 'spring',
      type: 10,
      count: 50,
      amount: 500,
      token_type: 10,
    });
  });

  it('sends title and days for software downloads, and the player when given', () => {
    expect(buildBatchPayload(form({ type: 20, title: ' Pro ', days: '30', user_id: '7' }))).toEqual({
      batch: 'spring',
      type: 20,
      count: 50,
      title: 'Pro',
      days: 30,
      user_id: 7,
    });
  });

  it('reports missing or out-of-range fields', () => {
    expect(batchProblems(form({ batch: ' ', count: '1001', amount: '' }))).toEqual({
      batch: 'app.vouchers.batch_required',
      count: 'app.vouchers.count_range',
      amount: 'app.vouchers.amount_required',
    });
    expect(batchProblems(form({ type: 30 }))).toEqual({ title: 'app.vouchers.title_required' });
    expect(batchProblems(form({ type: '', count: '0', days: '1.5' }))).toEqual({
      type: 'app.vouchers.type_required',
      count: 'app.vouchers.count_range',
      days: 'app.vouchers.days_whole',
    });
  });

  it('refuses more days than the server takes (a voucher the player could not redeem)', () => {
    expect(batchProblems(form({ type: 20, days: String(BATCH_DAYS_MAX) }))).toEqual({});
    expect(batchProblems(form({ type: 20, days: '3000000' }))).toEqual({ days: 'app.vouchers.count_range' });
  });

  it('puts the server’s refusal under the fields of the form, and nothing else', () => {
    expect(
      batchServerErrors({
        days: 'Fältet days får inte vara större än 36500.',
        user_id: 'The selected user is invalid.',
        'csv.line_2': 'Row 2 is invalid',
      }),
    ).toEqual({ days: 'Fältet days får inte vara större än 36500.', user_id: 'The selected user is invalid.' });
    expect(batchServerErrors(undefined)).toEqual({});
  });
});

describe('codesCsv and contentText', () => {
  it('quotes cells that need it', () => {
    expect(codesCsv([{ code: 'ABCD1234EFGH5678', batch: 'a,b', type: 10, content: { amount: 5 } }])).toBe(
      'code,batch,type,content\r\nABCD1234EFGH5678,"a,b",10,"{""amount"":5}"\r\n',
    );
  });

  it('writes content as key: value pairs', () => {
    expect(contentText({ amount: 500, token_type: 10, title: null })).toBe('amount: 500, token_type: 10');
    expect(contentText(null)).toBe('');
  });

  it('names the content with the UI labels', () => {
    const labels = {
      tokenType: (value: unknown) => (value === 10 ? 'Coins' : undefined),
      tokenAmount: (amount: number, tokenType: unknown) =>
        tokenType === 10 ? `${amount} ${amount === 1 ? 'coin' : 'coins'}` : undefined,
      days: (count: number) => `${count} days`,
      locale: 'en',
    };
    expect(contentText({ amount: 1, token_type: 10, title: null }, labels)).toBe('1 coin');
    expect(contentText({ amount: 1500, token_type: 99 }, labels)).toBe('1,500, token_type: 99');
    expect(contentText({ token_type: 10 }, labels)).toBe('Coins');
    expect(contentText({ title: 'Pro features', days: 30 }, labels)).toBe('Pro features, 30 days');
    expect(contentText({ title: 'Launch monitor', extra: 'x' }, labels)).toBe('Launch monitor, extra: x');
  });
});
