import { describe, expect, it, vi } from 'vitest';
import type { AdminListedTransaction } from '@golf/contracts';
import { createDataProvider } from '../../dataProvider';
import { ledgerSort } from './ledger';

const anna = { id: 7, display_name: 'Anna', email: 'anna@example.test', system_account: false };
const entry: AdminListedTransaction = {
  id: 31,
  wallet_id: 4,
  token_type: 10,
  transaction_action: 60,
  event_type: 10,
  amount: 25,
  balance_after: 25,
  entity_type: 'admin',
  entity_id: 1,
  comment: 'goodwill',
  created_at: '2026-01-02T03:04:05.000Z',
  user_id: 7,
  idempotency_key: 'admin:abc',
  user: anna,
};

function setup() {
  const urls: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    urls.push(String(url));
    return new Response(
      JSON.stringify({ data: [entry], meta: { current_page: 1, per_page: 25, total: 1, last_page: 1 } }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
  return { provider: createDataProvider({ getToken: () => 'tok', getLocale: () => 'en', fetch }), urls };
}

describe('the transactions list', () => {
  it('asks the ledger API newest first, with its filters, and keeps each entry’s owner for the user link', async () => {
    const { provider, urls } = setup();
    const page = await provider.getList<AdminListedTransaction>('transactions', {
      pagination: { page: 1, perPage: 25 },
      sort: ledgerSort,
      filter: { user_id: 7, token_type: 10, transaction_action: 60, event_type: 10, q: 'goodwill' },
    });
    expect(urls).toEqual([
      '/api/v1/admin/transactions?page=1&per_page=25&sort=-id&search=goodwill&filter[user_id]=7&filter[token_type]=10&filter[transaction_action]=60&filter[event_type]=10',
    ]);
    expect(page.total).toBe(1);
    expect(page.data[0]?.user).toEqual(anna);
  });

  it('sorts by the columns the API sorts the ledger by', async () => {
    const { provider, urls } = setup();
    for (const field of ['created_at', 'amount'])
      await provider.getList('transactions', {
        pagination: { page: 2, perPage: 10 },
        sort: { field, order: 'ASC' },
        filter: {},
      });
    expect(urls).toEqual([
      '/api/v1/admin/transactions?page=2&per_page=10&sort=created_at',
      '/api/v1/admin/transactions?page=2&per_page=10&sort=amount',
    ]);
  });
});
