/**
 * Every text the website's pages show, in one place per language: English, French and
 * German (docs/api-decisions.md, "Contact page"). Which one a request gets is decided by
 * `negotiatePageLanguage` (`./language.ts`); `SITE_LANGUAGE` of website-api is the default.
 * A language is added by adding one more {@link PageStrings} object to {@link PAGE_STRINGS}
 * (`strings.spec.ts` checks that every language has every text, with the same placeholders).
 * Placeholders are `{name}` (see {@link formatString}). French typography: a no-break space
 * (U+00A0) before ":" and inside « », a narrow no-break space (U+202F) before ";", "?" and "!".
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
  /**
   * What the page shows for each of website-api's default `CONTACT_TOPICS`, by the topic as
   * configured. The configured topic stays the option's value (the ticket's title, so the
   * helpdesk sees one title whatever the visitor's language); a topic not listed here is
   * shown as configured.
   */
  topics: Record<DefaultTopic, string>;
}

/** website-api's default `CONTACT_TOPICS` (apps/website-api/src/config.ts), which the pages translate. */
export type DefaultTopic = 'General question' | 'Order' | 'Delivery' | 'Billing' | 'Website';

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
  topics: { 'General question': 'General question', Order: 'Order', Delivery: 'Delivery', Billing: 'Billing', Website: 'Website' },
};

const FR: PageStrings = {
  lang: 'fr',
  contact: {
    title: 'Nous contacter',
    intro: 'Envoyez-nous un message et nous vous répondrons par e-mail. Les champs marqués (facultatif) peuvent rester vides.',
    labels: {
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Adresse e-mail',
      telephone: 'Téléphone',
      company: 'Entreprise',
      helpWith: 'Sujet',
      message: 'Message',
    },
    optional: '(facultatif)',
    chooseTopic: 'Comment pouvons-nous vous aider\u202f?',
    submit: 'Envoyer le message',
    sending: 'Envoi en cours…',
  },
  newsletter: {
    title: 'Lettre d’information',
    intro: 'Des nouvelles de nos produits, de temps à autre. Vous pouvez vous désabonner à tout moment.',
    emailLabel: 'Adresse e-mail pour la lettre d’information',
    submit: 'S’abonner',
    sending: 'Abonnement en cours…',
  },
  outcomes: {
    sent: 'Merci pour votre message. Nous vous répondrons très prochainement.',
    subscribed: 'Merci pour votre abonnement à notre lettre d’information.',
    'opted-out':
      'Cette adresse a demandé à ne plus recevoir nos e-mails\u202f; nous ne pouvons donc pas l’abonner ici. Pour recevoir de nouveau la lettre d’information, utilisez le lien de réabonnement figurant dans l’un de nos précédents e-mails, ou contactez-nous.',
    invalid: 'Veuillez corriger les champs signalés ci-dessous.',
    'bot-check': 'Nous n’avons pas pu confirmer que ce message a été envoyé par une personne. Veuillez réessayer.',
    'rate-limited': 'Trop de tentatives depuis votre réseau. Veuillez réessayer dans {seconds}\u00a0secondes.',
    stored:
      'Notre service d’assistance est momentanément indisponible, mais votre message a été enregistré et lui sera transmis automatiquement. Inutile de le renvoyer.',
    unavailable: 'Le formulaire n’a pas pu être envoyé pour le moment. Veuillez réessayer dans quelques minutes.',
    error: 'Le formulaire n’a pas pu être envoyé. Veuillez recharger la page et réessayer.',
    network: 'Le formulaire n’a pas pu être envoyé\u00a0: aucune connexion. Veuillez vérifier votre connexion et réessayer.',
  },
  rules: {
    required: 'Le champ «\u00a0{field}\u00a0» est obligatoire.',
    minLength: 'Le champ «\u00a0{field}\u00a0» est obligatoire.',
    isString: 'Le champ «\u00a0{field}\u00a0» doit contenir du texte.',
    maxLength: 'Le champ «\u00a0{field}\u00a0» est trop long.',
    isEmail: 'Saisissez une adresse e-mail valide, par exemple nom@example.com.',
    equals: 'Le champ «\u00a0{field}\u00a0» contient une valeur inattendue\u202f; veuillez recharger la page.',
    unknownField: 'Le formulaire a envoyé un champ inattendu\u202f; veuillez recharger la page.',
  },
  testMode:
    'Détection des robots en MODE TEST\u00a0: aucune clé de site reCAPTCHA n’est configurée, cette page envoie donc le jeton de test «\u00a0test-pass\u00a0» au lieu d’un jeton reCAPTCHA. Ne pas utiliser en production.',
  recaptchaNotice: {
    text: 'Ce site est protégé par reCAPTCHA, et les {privacy} et les {terms} de Google s’appliquent.',
    privacy: 'Règles de confidentialité',
    terms: 'Conditions d’utilisation',
  },
  noScriptRecaptcha: 'La vérification anti-robot de ce formulaire nécessite JavaScript. Veuillez activer JavaScript pour envoyer un message.',
  messageNotKept: 'Votre message était trop long pour être conservé sur cette page\u202f; veuillez le coller de nouveau.',
  topics: { 'General question': 'Question générale', Order: 'Commande', Delivery: 'Livraison', Billing: 'Facturation', Website: 'Site web' },
};

const DE: PageStrings = {
  lang: 'de',
  contact: {
    title: 'Kontakt',
    intro: 'Senden Sie uns eine Nachricht, und wir antworten Ihnen per E-Mail. Mit (optional) gekennzeichnete Felder können Sie leer lassen.',
    labels: {
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail-Adresse',
      telephone: 'Telefon',
      company: 'Firma',
      helpWith: 'Thema',
      message: 'Nachricht',
    },
    optional: '(optional)',
    chooseTopic: 'Wobei können wir Ihnen helfen?',
    submit: 'Nachricht senden',
    sending: 'Wird gesendet…',
  },
  newsletter: {
    title: 'Newsletter',
    intro: 'Neuigkeiten zu unseren Produkten, ab und zu. Sie können sich jederzeit wieder abmelden.',
    emailLabel: 'E-Mail-Adresse für den Newsletter',
    submit: 'Abonnieren',
    sending: 'Wird abonniert…',
  },
  outcomes: {
    sent: 'Vielen Dank für Ihre Nachricht. Wir melden uns in Kürze bei Ihnen.',
    subscribed: 'Vielen Dank für Ihr Abonnement unseres Newsletters.',
    'opted-out':
      'Für diese Adresse wurde früher gewünscht, keine E-Mails mehr von uns zu erhalten; deshalb können wir sie hier nicht anmelden. Um den Newsletter wieder zu erhalten, verwenden Sie den Link zur erneuten Anmeldung in einer unserer früheren E-Mails, oder kontaktieren Sie uns.',
    invalid: 'Bitte korrigieren Sie die unten markierten Felder.',
    'bot-check': 'Wir konnten nicht bestätigen, dass diese Nachricht von einem Menschen gesendet wurde. Bitte versuchen Sie es erneut.',
    'rate-limited': 'Zu viele Versuche aus Ihrem Netzwerk. Bitte versuchen Sie es in {seconds} Sekunden erneut.',
    stored:
      'Unser Helpdesk ist gerade nicht erreichbar, aber Ihre Nachricht wurde gespeichert und wird automatisch zugestellt. Sie müssen sie nicht noch einmal senden.',
    unavailable: 'Das Formular konnte gerade nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten erneut.',
    error: 'Das Formular konnte nicht gesendet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    network: 'Das Formular konnte nicht gesendet werden: Es besteht keine Verbindung. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  rules: {
    required: 'Bitte füllen Sie das Feld „{field}“ aus.',
    minLength: 'Bitte füllen Sie das Feld „{field}“ aus.',
    isString: 'Das Feld „{field}“ muss Text enthalten.',
    maxLength: 'Der Text im Feld „{field}“ ist zu lang.',
    isEmail: 'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
    equals: 'Das Feld „{field}“ hat einen unerwarteten Wert; bitte laden Sie die Seite neu.',
    unknownField: 'Das Formular hat ein unerwartetes Feld gesendet; bitte laden Sie die Seite neu.',
  },
  testMode:
    'Die Bot-Erkennung läuft im TESTMODUS: Es ist kein reCAPTCHA-Websiteschlüssel konfiguriert, daher sendet diese Seite statt eines reCAPTCHA-Tokens das Test-Token „test-pass“. Nicht für den Produktivbetrieb.',
  recaptchaNotice: {
    text: 'Diese Website ist durch reCAPTCHA geschützt, und es gelten die {privacy} und die {terms} von Google.',
    privacy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
  },
  noScriptRecaptcha: 'Die Bot-Prüfung dieses Formulars benötigt JavaScript. Bitte aktivieren Sie JavaScript, um eine Nachricht zu senden.',
  messageNotKept: 'Ihre Nachricht war zu lang, um sie für diese Seite aufzubewahren; bitte fügen Sie sie erneut ein.',
  topics: { 'General question': 'Allgemeine Frage', Order: 'Bestellung', Delivery: 'Lieferung', Billing: 'Rechnung', Website: 'Website' },
};

/** The languages of the pages, by BCP 47 primary language subtag. */
export type PageLanguage = 'en' | 'fr' | 'de';

/** The texts of every supported language, by language tag. */
export const PAGE_STRINGS: Readonly<Record<PageLanguage, PageStrings>> = { en: EN, fr: FR, de: DE };

/** Language tags {@link PAGE_STRINGS} holds (the values `SITE_LANGUAGE` accepts), English first. */
export const SITE_LANGUAGES = Object.keys(PAGE_STRINGS) as PageLanguage[];

/**
 * The texts of a language.
 * @throws Error for a language {@link PAGE_STRINGS} does not hold (config validation refuses it first)
 */
export function pageStrings(lang: string): PageStrings {
  const strings = Object.hasOwn(PAGE_STRINGS, lang) ? PAGE_STRINGS[lang as PageLanguage] : undefined;
  if (!strings) throw new Error(`No page strings for language ${lang}; known: ${SITE_LANGUAGES.join(', ')}`);
  return strings;
}

/** Replaces each `{name}` in `template` by `values[name]` (unknown placeholders stay as they are). */
export function formatString(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
