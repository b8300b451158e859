import type { SupportMessageRequest } from '@coras/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { setup } from '../../test/helpers';
import { HOSTILE_SNIPPET, PAGE_SLUGS, SPECIAL_LINKS } from '../data/pages';

const t = setup();
afterEach(() => expect(t.logger.errors).toEqual([]));

const message: SupportMessageRequest = {
  language_code: 'en',
  first_name: 'Aoife',
  last_name: 'Byrne',
  email: 'aoife@example.com',
  attraction_name: 'Dublin Old Town Walking Tour',
  subject: 'booking',
  question: 'Can I bring a buggy?',
  order_reference: null,
  attraction_location: null,
  attraction_date: null,
};

describe('help centre', () => {
  it('serves the four FAQ pages and three information pages', async () => {
    expect(PAGE_SLUGS.sort()).toEqual(
      [
        'cookies',
        'faq-attractions',
        'faq-music',
        'faq-sports',
        'faq-theatres',
        'privacy-policy',
        'terms-and-conditions',
      ].sort(),
    );
    const faq = await t.client.GET('/{api_version}/pages/{page_slug}', {
      params: { path: { page_slug: 'faq-attractions' } },
    });
    expect(faq.data?.content.sections[0]?.items?.[0]).toEqual({
      header: 'How do I book tickets?',
      content: expect.any(String),
    });
    const missing = await t.client.GET('/{api_version}/pages/{page_slug}', {
      params: { path: { page_slug: 'nope' } },
    });
    expect(missing.error?.status).toBe(404);
  });

  it('carries every special link of spec 2 §2 and, on the cookies page, the hostile snippet', async () => {
    const html = (
      await Promise.all(
        PAGE_SLUGS.map(async (slug) => JSON.stringify((await t.call('GET', `/v2/pages/${slug}`)).body)),
      )
    ).join('');
    for (const link of Object.values(SPECIAL_LINKS)) expect(html).toContain(`href=\\"${link}\\"`);
    const cookies = JSON.stringify((await t.call('GET', '/v2/pages/cookies')).body);
    expect(cookies).toContain(JSON.stringify(HOSTILE_SNIPPET).slice(1, -1));
    expect(HOSTILE_SNIPPET).toMatch(/onerror=/);
    expect(HOSTILE_SNIPPET).toMatch(/href="javascript:/);
  });

  it('translates page titles and subjects', async () => {
    const german = t.newClient().withLocale('de-DE');
    const page = await german.GET('/{api_version}/pages/{page_slug}', {
      params: { path: { page_slug: 'privacy-policy' } },
    });
    expect(page.data?.title).toBe('Datenschutzerklärung');
    const subjects = await german.GET('/{api_version}/customer-support/subjects');
    expect(subjects.data?.subjects[0]).toEqual({ value: 'booking', label: 'Eine Buchung' });
  });

  it('stores contact messages and lists them at /sandbox/support-messages', async () => {
    const sent = await t.client.POST('/{api_version}/customer-support', { body: message });
    expect(sent.data?.id).toMatch(/^msg_/);
    const { body } = await t.call<{
      messages: Array<SupportMessageRequest & { id: string; received_at: string }>;
    }>('GET', '/sandbox/support-messages');
    expect(body.messages.at(-1)).toEqual({
      ...message,
      id: sent.data?.id,
      received_at: '2026-05-01T09:00:00.000Z',
    });
    expect((await t.call('DELETE', '/sandbox/support-messages')).status).toBe(204);
    expect((await t.call<{ messages: unknown[] }>('GET', '/sandbox/support-messages')).body.messages).toEqual(
      [],
    );
  });

  it('refuses a message with missing or invalid fields', async () => {
    const { error } = await t.client.POST('/{api_version}/customer-support', {
      body: { ...message, first_name: ' ', email: 'nope', subject: 'gossip' },
    });
    expect(error?.status).toBe(400);
    expect(error?.fieldErrors).toEqual({
      first_name: 'This is a required field',
      email: 'Please enter a valid email address',
      subject: 'Please choose a subject',
    });
  });
});

describe('countries', () => {
  it('lists billing countries with phone codes, named and sorted in the language', async () => {
    const { data } = await t.client.GET('/{api_version}/countries/{language_code}', {
      params: { path: { language_code: 'de' } },
    });
    const ireland = data?.countries.find((country) => country.code === 'IE');
    expect(ireland).toEqual({ name: 'Irland', code: 'IE', phone_code: '353' });
    const names = data?.countries.map((country) => country.name) ?? [];
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(names.length).toBeGreaterThan(50);
  });
});

describe('sandbox controls', () => {
  it('moves its clock forward and reports it', async () => {
    const local = setup();
    const { body } = await local.call('POST', '/sandbox/clock', { body: { advance_ms: 86_400_000 } });
    expect(body).toEqual({ now: '2026-05-02T09:00:00.000Z', today: '2026-05-02', offset_ms: 86_400_000 });
    expect((await local.call('POST', '/sandbox/clock', { body: { advance_ms: -1 } })).status).toBe(400);
  });

  it('lists fixtures and test cards, and resets everything', async () => {
    const local = setup();
    const fixtures = await local.call<{
      attractions: Record<string, string>;
      test_cards: Record<string, string>;
    }>('GET', '/sandbox/fixtures');
    expect(fixtures.body.attractions.lastSeats).toBe(local.fixtures.lastSeats);
    expect(Object.keys(fixtures.body.test_cards)).toContain('4242424242424242');
    await local.client.POST('/{api_version}/customer-support', { body: message });
    await local.call('POST', '/sandbox/clock', { body: { advance_ms: 1000 } });
    expect((await local.call('POST', '/sandbox/reset', { body: {} })).status).toBe(204);
    expect(local.sandbox.state.support.list()).toEqual([]);
    expect(local.sandbox.state.clock.offsetMs).toBe(0);
  });

  it('describes itself at / and serves the document at /openapi.yaml', async () => {
    expect((await t.call<{ openapi: string }>('GET', '/')).body.openapi).toBe('/openapi.yaml');
    expect((await t.call('GET', '/openapi.yaml')).text).toMatch(/^openapi: 3\.1\.0/);
  });
});
