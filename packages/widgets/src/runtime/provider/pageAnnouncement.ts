import { createContext } from 'react';

/**
 * Says a text in the page live region of the nearest `BookingApp`, politely, as a page change is
 * announced (issue 21): for a view that takes a page's place without a new address (the payment
 * page's confirmation). Outside a `BookingApp` it says nothing.
 */
export const PageAnnouncement = createContext<(text: string) => void>(() => undefined);
