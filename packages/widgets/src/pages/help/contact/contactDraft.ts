import { atom } from 'jotai';

/** The contact form's fields, in the order they are shown (spec 2 §3 'Contact form fields'). */
export const CONTACT_FIELDS = ['name', 'email', 'eventName', 'orderReference', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the visitor has typed, and whether they have tried to submit it. */
export interface ContactDraft {
  values: Record<ContactField, string>;
  /** Messages show only after the first submit, then live on every change (spec 2 §4). */
  attempted: boolean;
}

export const EMPTY_CONTACT_DRAFT: ContactDraft = {
  values: { name: '', email: '', eventName: '', orderReference: '', subject: '', message: '' },
  attempted: false,
};

/**
 * The contact form's draft, in the widget's store rather than the form's state: a visitor who
 * looks something up in an FAQ tab and comes back finds what they typed. Reset when the success
 * dialog closes.
 */
export const contactDraftAtom = atom<ContactDraft>(EMPTY_CONTACT_DRAFT);
