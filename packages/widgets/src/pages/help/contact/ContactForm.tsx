import type { SupportSubject } from '@coras/api-client';
import {
  buildSupportMessage,
  CONTACT_REQUIRED_FIELDS,
  showsFieldStatus,
  validateContactForm,
} from '@coras/booking-core';
import { Button, Dialog, TextField, visuallyHidden } from '@coras/ui';
import { useAtom } from 'jotai';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { MessageKey } from '../../../runtime/i18n/messages/en-GB';
import { useTranslate } from '../../../runtime/i18n/useTranslate';
import { useCorasContext } from '../../../runtime/provider/context';
import { useNavigate } from '../../../runtime/provider/navigation-context';
import { type HelpMessageKey, helpMessages } from '../messages/en-GB';
import type { HelpLoad } from '../useHelpData';
import * as styles from './ContactForm.css';
import { CONTACT_FIELDS, type ContactField, contactDraftAtom, EMPTY_CONTACT_DRAFT } from './contactDraft';
import { SubjectField } from './SubjectField';

/** The catalogue key of each code `validateContactForm` returns (spec 2 §5). */
const MESSAGE_KEYS = {
  required: 'common.required',
  email: 'common.invalidEmail',
} as const satisfies Record<string, HelpMessageKey | MessageKey>;

export interface ContactFormProps {
  /** The subjects of `customer-support/subjects` (the page asks for them). */
  subjects: HelpLoad<SupportSubject[]>;
  /** The heading's level, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The help centre's contact form (spec 2 §2, §4, §5, §7): name, email, event name, order reference
 * (optional), subject and message. Messages show after the first submit, then live; the first
 * invalid field takes the focus. A valid form is sent as booking-core's `buildSupportMessage`
 * (the name split into first and last); the success dialog "Thank you, we've received your query"
 * offers 'Browse other events', and closing it in any way resets the form and goes to landing.
 * A failed submission is only logged: spec 2 §8 says it is ignored, with no dialog.
 */
export function ContactForm({ subjects, headingLevel = 3 }: ContactFormProps) {
  const t = useTranslate(helpMessages);
  const { client, locale, logError } = useCorasContext();
  const navigate = useNavigate();
  const [draft, setDraft] = useAtom(contactDraftAtom);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  // A double click submits once: the state would only stop the second click after a render.
  const inFlight = useRef(false);
  const focusFirstInvalid = useRef(false);
  const fields = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  const errors = draft.attempted ? validateContactForm(draft.values) : {};
  const message = (field: ContactField) => {
    const found = errors[field];
    return found ? t(MESSAGE_KEYS[found.code]) : undefined;
  };

  // After the render that shows the messages, so the focused field is read with its message.
  useEffect(() => {
    if (!focusFirstInvalid.current || !draft.attempted) return;
    focusFirstInvalid.current = false;
    const found = validateContactForm(draft.values);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  }, [draft]);

  const change = (field: ContactField) => (value: string) =>
    setDraft((current) => ({ ...current, values: { ...current.values, [field]: value } }));
  const register = (field: ContactField) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateContactForm(draft.values);
    if (CONTACT_FIELDS.some((field) => found[field])) {
      focusFirstInvalid.current = true;
      setDraft((current) => ({ ...current, attempted: true }));
      return;
    }
    setDraft((current) => ({ ...current, attempted: true }));
    inFlight.current = true;
    setSending(true);
    const result = await client.POST('/{api_version}/customer-support', {
      body: buildSupportMessage(draft.values, locale),
    });
    inFlight.current = false;
    setSending(false);
    if (result.error) {
      // Spec 2 §7, §8: a failed submission is ignored for the visitor — no dialog — but reported.
      logError('Coras widget: the contact message could not be sent', result.error);
      return;
    }
    setSent(true);
  };

  /** The dialog closed (its button, Escape, the overlay or 'Browse other events'). */
  const finish = () => {
    setSent(false);
    setDraft(EMPTY_CONTACT_DRAFT);
    navigate({ page: 'landing' });
  };

  const text = (field: ContactField) => ({
    ref: register(field),
    name: field,
    value: draft.values[field],
    onValueChange: change(field),
    validated:
      draft.attempted &&
      showsFieldStatus(
        { required: CONTACT_REQUIRED_FIELDS.some((name) => name === field) },
        draft.values[field],
      ),
    error: message(field),
  });

  return (
    <>
      <form className={styles.form} noValidate onSubmit={submit} aria-labelledby={headingId}>
        {/* The tab already says 'Contact us' on screen; the heading is for screen readers' outline. */}
        <Heading id={headingId} className={visuallyHidden}>
          {t('help.contact.title')}
        </Heading>
        <div className={styles.grid}>
          <TextField {...text('name')} label={t('help.contact.name')} autoComplete="name" required />
          <TextField
            {...text('email')}
            type="email"
            label={t('help.contact.email')}
            autoComplete="email"
            required
          />
          <TextField {...text('eventName')} label={t('help.contact.eventName')} autoComplete="off" required />
          <TextField
            {...text('orderReference')}
            label={t('help.contact.orderReference')}
            autoComplete="off"
          />
          <div className={styles.wide}>
            <SubjectField
              ref={register('subject')}
              label={t('help.contact.subject')}
              placeholder={t('help.contact.subjectPlaceholder')}
              options={subjects.data ?? []}
              value={draft.values.subject}
              onValueChange={change('subject')}
              helpText={subjects.status === 'error' ? t('help.contact.subjectsFailed') : undefined}
              validated={draft.attempted}
              error={message('subject')}
            />
          </div>
          <TextField
            {...text('message')}
            className={styles.wide}
            label={t('help.contact.message')}
            rows={5}
            required
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            {t('help.contact.submit')}
          </Button>
        </div>
      </form>
      <Dialog.Root
        open={sent}
        onOpenChange={(open) => {
          if (!open) finish();
        }}
      >
        <Dialog.Content size="sm" aria-describedby={undefined} closeLabel={t('help.contact.close')}>
          <Dialog.Title>{t('help.contact.success')}</Dialog.Title>
          <Dialog.Footer>
            <Button onClick={finish}>{t('help.contact.browse')}</Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
