/**
 * Every text the website's pages show, in one place per language (docs/api-decisions.md,
 * "Contact page"). A language is added by adding one more {@link PageStrings} object to
 * {@link PAGE_STRINGS}; `SITE_LANGUAGE` of website-api picks one. Placeholders are
 * `{name}` (see {@link formatString}).
 */

/** The fields of the contact form, by their request name (the API's field names). */
export type ContactField = 'firstName' | 'lastName' | 'email' | 'telephone' | 'company' | 'helpWith' | 'message';

/** Outcomes of a form submission a page can show (see `FormOutcome`). */
export type OutcomeKind = 'sent' | 'subscribed' | 'opted-out' | 'invalid' | 'bot-check' | 'rate-limited' | 'stored' | 'unavailable' | 'error';

/** Validation rules the API names in `errors[].rule` (docs/api-decisions.md, "Errors"). */
export type FieldRule = 'required' | 'isString' | 'minLength' | 'maxLength' | 'isEmail' | 'equals' | 'unknownField';

/** The texts of one language. */
export interface PageStrings {
  /** BCP 47 tag of the language, for `<html lang>`. */
  lang: string;
  contact: {
    title: string;
    intro: string;
    labels: Record<ContactField, string>;
    /** Appended to the label of an optional field. */
    optional: string;
    chooseTopic: string;
    submit: string;
    sending: string;
  };
  newsletter: {
    title: string;
    intro: string;
    emailLabel: string;
    submit: string;
    sending: string;
  };
  /** What a page says after a submission; `rate-limited` takes `{seconds}`. */
  outcomes: Record<OutcomeKind, string> & { network: string };
  /** Message next to a field that failed a rule; takes `{field}` (the field's label). */
  rules: Record<FieldRule, string>;
  /** Shown when the bot check runs in test mode (no site key). */
  testMode: string;
  /** reCAPTCHA's required notice (the badge is hidden); `{privacy}` and `{terms}` are links. */
  recaptchaNotice: { text: string; privacy: string; terms: string };
  /** Shown without JavaScript when the bot check is reCAPTCHA (it needs JavaScript). */
  noScriptRecaptcha: string;
  /** Shown when the entered message could not be kept for the page after a failed submission. */
  messageNotKept: string;
}

const EN: PageStrings = {
  lang: 'en',
  contact: {
    title: 'Contact us',
    intro: 'Send us a message and we will get back to you by e-mail. Fields marked (optional) may be left empty.',
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      telephone: 'Telephone',
      company: 'Company',
      helpWith: 'Topic',
      message: 'Message',
    },
    optional: '(optional)',
    chooseTopic: 'What can we help you with?',
    submit: 'Send message',
    sending: 'Sending…',
  },
  newsletter: {
    title: 'Newsletter',
    intro: 'Product news and updates, now and then. You can unsubscribe at any time.',
    emailLabel: 'E-mail for the newsletter',
    submit: 'Subscribe',
    sending: 'Subscribing…',
  },
  outcomes: {
    sent: 'Thank you for your message. We will get back to you soon.',
    subscribed: 'Thank you for subscribing to our newsletter.',
    'opted-out':
      'This address asked earlier not to receive our emails, so we cannot subscribe it here. To receive the newsletter again, use the resubscribe link in one of our earlier emails, or contact us.',
    invalid: 'Please correct the fields marked below.',
    'bot-check': 'We could not confirm that this message was sent by a person. Please try again.',
    'rate-limited': 'Too many attempts from your network. Please try again in {seconds} seconds.',
    stored: 'Our helpdesk is unavailable right now, but your message has been stored and will be delivered automatically. There is no need to send it again.',
    unavailable: 'The form could not be sent right now. Please try again in a few minutes.',
    error: 'The form could not be sent. Please reload the page and try again.',
    network: 'The form could not be sent: no connection. Please check your connection and try again.',
  },
  rules: {
    required: '{field} is required.',
    minLength: '{field} is required.',
    isString: '{field} must be text.',
    maxLength: '{field} is too long.',
    isEmail: 'Enter an e-mail address such as name@example.com.',
    equals: '{field} has an unexpected value; please reload the page.',
    unknownField: 'The form sent an unexpected field; please reload the page.',
  },
  testMode:
    'Bot detection is in TEST MODE: no reCAPTCHA site key is configured, so this page sends the test token "test-pass" instead of a reCAPTCHA token. Not for production.',
  recaptchaNotice: {
    text: 'This site is protected by reCAPTCHA and the Google {privacy} and {terms} apply.',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
  },
  noScriptRecaptcha: 'The bot check of this form needs JavaScript. Please enable JavaScript to send a message.',
  messageNotKept: 'Your message was too long to keep for this page; please paste it again.',
};

/** The texts of every supported language, by language tag. */
export const PAGE_STRINGS: Readonly<Record<string, PageStrings>> = { en: EN };

/** Language tags {@link PAGE_STRINGS} holds (the values `SITE_LANGUAGE` accepts). */
export const SITE_LANGUAGES = Object.keys(PAGE_STRINGS);

/**
 * The texts of a language.
 * @throws Error for a language {@link PAGE_STRINGS} does not hold (config validation refuses it first)
 */
export function pageStrings(lang: string): PageStrings {
  const strings = PAGE_STRINGS[lang];
  if (!strings) throw new Error(`No page strings for language ${lang}; known: ${SITE_LANGUAGES.join(', ')}`);
  return strings;
}

/** Replaces each `{name}` in `template` by `values[name]` (unknown placeholders stay as they are). */
export function formatString(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
