import type { CountriesResponse, TransactionsResponse } from '@coras/api-client';
import type { Hono } from 'hono';
import { BILLING_COUNTRIES } from '../data/countries';
import { displayName, languageOf } from '../data/i18n';
import { NotFoundError } from '../errors';
import type { SandboxEnv } from '../http/env';

/** `countries/{language_code}` and `users/{customer_id}/transactions`. */
export function checkoutRoutes(app: Hono<SandboxEnv>): void {
  app.get('/:api_version/countries/:language_code', (c) => {
    const language = languageOf(c.req.param('language_code'));
    const collator = new Intl.Collator([language, 'en']);
    const answer: CountriesResponse = {
      countries: BILLING_COUNTRIES.map((country) => ({
        name: displayName(country.code, 'region', language),
        code: country.code,
        phone_code: country.phoneCode,
      })).sort((a, b) => collator.compare(a.name, b.name)),
    };
    return c.json(answer);
  });

  // A customer's transactions answer only to the booking session that confirmed them: a user id
  // travels in events and analytics, and must not open the customer's orders to whoever reads it.
  // Another session is told what an unknown customer is (404), so it learns nothing either.
  app.get('/:api_version/users/:customer_id/transactions', (c) => {
    const customer = c.req.param('customer_id');
    const session = c.req.header('Booking-Session');
    const transactions = (c.get('state').transactions.byUser(customer) ?? []).filter(
      (record) => session !== undefined && record.sessionId === session,
    );
    if (transactions.length === 0)
      throw new NotFoundError(`No customer ${customer} in this booking session.`);
    const answer: TransactionsResponse = {
      transactions: transactions.map((record) => ({
        transaction_id: record.id,
        reference_id: record.referenceId,
        status: record.status,
        amount: record.amount,
        currency: record.currency,
        created_at: new Date(record.createdAt).toISOString(),
      })),
    };
    return c.json(answer);
  });
}
