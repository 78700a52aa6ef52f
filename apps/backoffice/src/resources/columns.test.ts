import { describe, expect, expectTypeOf, it } from 'vitest';
import { DataTable } from 'react-admin';
import type { AdminListedOrder, AdminWallet } from '@golf/contracts';
import { type SourceOf, columnsOf } from './columns';

// The type checks fail `tsc -p apps/backoffice`, which type-checks this file with the rest.
describe('typed columns', () => {
  it("take the contracts record's fields as source, nested ones too, and nothing else", () => {
    expectTypeOf<'balance'>().toExtend<SourceOf<AdminWallet>>();
    expectTypeOf<'user.display_name'>().toExtend<SourceOf<AdminWallet>>();
    expectTypeOf<'formatted_total'>().toExtend<SourceOf<AdminListedOrder>>();
    expectTypeOf<'balanceX'>().not.toExtend<SourceOf<AdminWallet>>();
    expectTypeOf<'user.name'>().not.toExtend<SourceOf<AdminWallet>>();
  });

  it("are react-admin's DataTable column itself", () => {
    expect(columnsOf<AdminWallet>()).toBe(DataTable.Col);
  });
});
