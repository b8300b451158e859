import type { CorasClient, Transaction } from '@coras/api-client';

/**
 * The customer's transaction `transactionId` (spec 2 §7: `GET users/{customer_id}/transactions`),
 * else their newest one; throws the call's error. The API lists a customer's transactions only to
 * the booking session that confirmed them: `confirmedIn` names that session for a client that
 * holds none any more (a tab following a payment another tab saw paid first, which cleared it).
 */
export async function fetchTransaction(
  client: CorasClient,
  userId: string,
  transactionId: string | undefined,
  confirmedIn?: string,
): Promise<Transaction | undefined> {
  const { data, error } = await client.GET('/{api_version}/users/{customer_id}/transactions', {
    params: { path: { customer_id: userId } },
    ...(confirmedIn ? { headers: { 'Booking-Session': confirmedIn } } : {}),
  });
  if (error) throw error;
  return (
    data.transactions.find((transaction) => transaction.transaction_id === transactionId) ??
    data.transactions[0]
  );
}
