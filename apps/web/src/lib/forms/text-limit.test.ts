import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { textLimit } from './text-limit';

const t = ((key: string, params: Record<string, number>) => `${key} ${JSON.stringify(params)}`) as unknown as TFunction;

describe('textLimit', () => {
  it('counts the trimmed text, as the server does, and is silent up to the limit', () => {
    expect(textLimit(t, '  abc  ', 3)).toEqual({ count: 'forms.length {"length":3,"max":3}', error: undefined });
  });

  it('says so once the text is past the limit', () => {
    expect(textLimit(t, 'abcd', 3).error).toBe('forms.tooLong {"max":3}');
  });
});
