import { describe, expect, it } from 'vitest';
import type { SettingKeyInfo } from '@golf/contracts';
import { englishCatalogue, swedishCatalogue } from '../../i18n/messages';
import { addableKeys, keyChoices, kindLabelKey, valueHelpKey, valueInputOf } from './kinds';

const key = (setting_key: string, display_name: string, setting_id: number | null): SettingKeyInfo => ({
  id: setting_key,
  setting_key,
  display_name,
  kind: 'integer',
  default: '1',
  setting_id,
});

function lookup(catalogue: unknown, path: string): unknown {
  let node = catalogue;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

describe('setting value inputs', () => {
  it('types integers and decimals in a number input, exchange rates as JSON, the rest as text', () => {
    expect(valueInputOf('integer')).toEqual({ type: 'number', step: '1' });
    expect(valueInputOf('decimal')).toEqual({ type: 'number', step: 'any' });
    expect(valueInputOf('exchange_rates')).toEqual({ type: 'json' });
    expect(valueInputOf('text')).toEqual({ type: 'text' });
    // A key the platform no longer reads: any text.
    expect(valueInputOf(null)).toEqual({ type: 'text' });
  });

  it('names every kind and explains its format in English and Swedish', () => {
    for (const kind of ['integer', 'decimal', 'text', 'exchange_rates', null] as const) {
      for (const catalogue of [englishCatalogue, swedishCatalogue]) {
        expect(typeof lookup(catalogue, kindLabelKey(kind)), `${kind}`).toBe('string');
        expect(typeof lookup(catalogue, valueHelpKey(kind)), `${kind}`).toBe('string');
      }
    }
    expect(lookup(englishCatalogue, valueHelpKey('exchange_rates'))).toContain('{"USD": 0.92');
  });
});

describe('the keys the add screen offers', () => {
  it('offers only the keys without a row, by display name, labelled with the key', () => {
    const keys = [key('b_key', 'Beta', null), key('a_key', 'Alpha', 3), key('c_key', 'Alpha two', null)];
    const addable = addableKeys(keys);
    expect(addable.map((option) => option.setting_key)).toEqual(['c_key', 'b_key']);
    expect(keyChoices(addable)).toEqual([
      { id: 'c_key', name: 'Alpha two (c_key)' },
      { id: 'b_key', name: 'Beta (b_key)' },
    ]);
    expect(addableKeys(undefined)).toEqual([]);
    expect(addableKeys([key('a_key', 'Alpha', 3)])).toEqual([]);
  });
});
