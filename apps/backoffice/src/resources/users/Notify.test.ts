import { describe, expect, it } from 'vitest';
import { systemNotificationInput } from './Notify';

const fields = { titleEn: ' Hi ', bodyEn: 'Body', titleSv: '', bodySv: '' };

describe('systemNotificationInput', () => {
  it('needs an English title and message', () => {
    expect(systemNotificationInput({ ...fields, bodyEn: '  ' })).toBeNull();
    expect(systemNotificationInput({ ...fields, titleEn: '' }, 3)).toBeNull();
  });

  it('sends to one user or everyone, with Swedish only when both Swedish fields are written', () => {
    expect(systemNotificationInput(fields, 3)).toEqual({ user_id: 3, title: { en: 'Hi' }, body: { en: 'Body' } });
    expect(systemNotificationInput({ ...fields, titleSv: 'Hej' })).toEqual({
      title: { en: 'Hi' },
      body: { en: 'Body' },
    });
    expect(systemNotificationInput({ ...fields, titleSv: 'Hej', bodySv: 'Text' })).toEqual({
      title: { en: 'Hi', sv: 'Hej' },
      body: { en: 'Body', sv: 'Text' },
    });
  });
});
