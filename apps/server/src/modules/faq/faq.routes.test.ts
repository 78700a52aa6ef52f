import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-faq'] });
const BASE = '/api/v1/admin/faq';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = staff.headers) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function add(entry: Record<string, unknown>) {
  const res = await call('POST', BASE, entry);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; position: number; question_sv: string | null };
}

const read = async (locale?: string) =>
  (await app.inject({ url: '/api/v1/faq', headers: locale ? { 'accept-language': locale } : {} })).json().data as {
    id: number;
    question: string;
    answer: string;
  }[];

describe('FAQ: staff write it with manage-faq', () => {
  it('refuses staff without manage-faq (403) and signed-out callers (401) on every admin route', async () => {
    const other = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-settings'] });
    for (const [method, url] of [
      ['GET', BASE],
      ['GET', `${BASE}/1`],
      ['POST', BASE],
      ['PUT', `${BASE}/1`],
      ['PATCH', `${BASE}/1`],
      ['DELETE', `${BASE}/1`],
    ] as const) {
      expectError(
        await call(method, url, { question_en: 'q', answer_en: 'a' }, other.headers),
        'auth.insufficient_permissions',
      );
      expectError(await app.inject({ method, url, payload: {} }), 'auth.unauthorized');
    }
  });

  it('adds, reads back, changes with PUT and PATCH, and removes an entry', async () => {
    const entry = await add({
      position: 5,
      question_en: ' How do I pair? ',
      answer_en: 'Use the code.',
      question_sv: '',
    });
    expect(entry).toMatchObject({ position: 5, question_sv: null });
    expect((await call('GET', `${BASE}/${entry.id}`)).json().data).toMatchObject({ question_en: 'How do I pair?' });
    const put = await call('PUT', `${BASE}/${entry.id}`, {
      position: 6,
      question_en: 'How do I pair a launch monitor?',
      answer_en: 'Use the pairing code.',
      question_sv: 'Hur parar jag en bollmätare?',
      answer_sv: 'Använd parkopplingskoden.',
    });
    expect(put.statusCode, put.body).toBe(200);
    const patch = await call('PATCH', `${BASE}/${entry.id}`, { answer_sv: null });
    expect(patch.json().data).toMatchObject({
      position: 6,
      answer_sv: null,
      question_sv: 'Hur parar jag en bollmätare?',
    });
    expect((await call('DELETE', `${BASE}/${entry.id}`)).statusCode).toBe(204);
    expectError(await call('GET', `${BASE}/${entry.id}`), 'general.not_found');
    expectError(await call('PATCH', `${BASE}/${entry.id}`, { position: 1 }), 'general.not_found');
    expectError(await call('DELETE', `${BASE}/${entry.id}`), 'general.not_found');
  });

  it('refuses an entry without its English question or answer, with 422 on each field', async () => {
    const res = await call('POST', BASE, { question_en: '  ', question_sv: 'Fråga?' });
    expectError(res, 'general.validation_failed');
    expect(res.json().errors).toEqual({
      question_en: ['The English question field is required.'],
      answer_en: ['The English answer field is required.'],
    });
    const sv = await call('POST', BASE, { answer_en: 'x' }, { ...staff.headers, 'accept-language': 'sv' });
    expect(sv.json().errors).toEqual({ question_en: ['Fältet engelsk fråga är obligatoriskt.'] });
  });
});

describe('FAQ: everyone reads it in order, in their language', () => {
  it('orders by position then id, and falls back to English where the Swedish text is missing', async () => {
    const second = await add({
      position: 20,
      question_en: 'Second?',
      answer_en: 'Two.',
      question_sv: 'Andra?',
      answer_sv: 'Två.',
    });
    const first = await add({ position: 10, question_en: 'First?', answer_en: 'One.' });
    const third = await add({ position: 20, question_en: 'Third?', answer_en: 'Three.', question_sv: 'Tredje?' });
    const ids = [first.id, second.id, third.id];
    const english = (await read('en')).filter((entry) => ids.includes(entry.id));
    expect(english).toEqual([
      { id: first.id, question: 'First?', answer: 'One.' },
      { id: second.id, question: 'Second?', answer: 'Two.' },
      { id: third.id, question: 'Third?', answer: 'Three.' },
    ]);
    const swedish = (await read('sv-SE,sv;q=0.9')).filter((entry) => ids.includes(entry.id));
    expect(swedish.map((entry) => entry.question)).toEqual(['First?', 'Andra?', 'Third?']);
    expect(swedish[1]!.answer).toBe('Två.');
    // Without a language, English.
    expect((await read()).find((entry) => entry.id === second.id)!.question).toBe('Second?');
  });
});
