import type { SupportMessageReceipt, SupportMessageRequest } from '@coras/api-client';
import type { Hono } from 'hono';
import { page, supportSubjects } from '../data/pages';
import { NotFoundError, ValidationError } from '../errors';
import { readJson } from '../http/body';
import type { SandboxEnv } from '../http/env';
import { objectBody } from '../http/input';
import { MESSAGES } from '../rules/confirmation';
import { requestView } from './context';

const REQUIRED: ReadonlyArray<keyof SupportMessageRequest> = [
  'first_name',
  'last_name',
  'email',
  'attraction_name',
  'subject',
  'question',
];

/** `pages/{page_slug}`, `customer-support/subjects` and `customer-support`. */
export function helpRoutes(app: Hono<SandboxEnv>): void {
  app.get('/:api_version/pages/:page_slug', (c) => {
    const found = page(c.req.param('page_slug'), requestView(c).language);
    if (!found) throw new NotFoundError(`No page ${c.req.param('page_slug')}.`);
    return c.json(found);
  });

  app.get('/:api_version/customer-support/subjects', (c) =>
    c.json({ subjects: supportSubjects(requestView(c).language) }),
  );

  app.post('/:api_version/customer-support', async (c) => {
    const body = objectBody(await readJson(c)) as unknown as SupportMessageRequest;
    const errors: Record<string, string[]> = {};
    for (const field of REQUIRED) {
      const value = body[field];
      if (typeof value !== 'string' || !value.trim()) errors[field] = [MESSAGES.required];
    }
    // Spec 2 §5: an email needs an @ (no stricter than the contact form, which drops failures silently).
    if (!errors.email && !body.email.includes('@')) errors.email = [MESSAGES.email];
    if (!errors.subject && !supportSubjects('en').some((subject) => subject.value === body.subject))
      errors.subject = ['Please choose a subject'];
    if (Object.keys(errors).length) throw new ValidationError('Some details are missing or invalid.', errors);
    const stored = c.get('state').support.add(body);
    const answer: SupportMessageReceipt = { id: stored.id };
    return c.json(answer, 201);
  });
}
