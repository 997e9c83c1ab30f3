/*
 * A website's client of website-api, written against the types openapi-typescript
 * generates from the served document (`@contract/api`, supplied by the contract test,
 * test/contract.e2e-spec.ts; this file is not part of the app's own typecheck). It calls
 * every operation and reads the fields a site needs: when the document stops describing
 * one, this file no longer compiles and the contract test fails.
 */
import type { components, operations } from '@contract/api';

type Schemas = components['schemas'];
type Op = keyof operations;
type Answer<K extends Op> = operations[K]['responses'] extends { 200: { content: { 'application/json': infer B } } } ? B : never;
/** The contact form's 502 problem, which may say that the enquiry is stored. */
type StoredEnquiryProblem = operations['submitContactForm']['responses'][502]['content']['application/problem+json'];
type Form<K extends Op> = operations[K] extends { requestBody: { content: { 'application/x-www-form-urlencoded': infer B } } } ? B : never;

async function post<K extends Op>(base: string, operation: K, path: string, form: Form<K>): Promise<Answer<K>> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Operation': operation },
    body: new URLSearchParams(Object.entries(form as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string')),
  });
  if (res.status >= 400) {
    const problem = (await res.json()) as Schemas['ProblemDetails'] & Partial<StoredEnquiryProblem>;
    const stored = problem.enquiryStored ? ' (the enquiry is stored: do not send it again)' : '';
    throw new Error(`${problem.code}: ${problem.detail}${stored} ${problem.errors?.map((e) => `${e.field} ${e.rule}: ${e.message}`).join('; ') ?? ''}`);
  }
  return (await res.json()) as Answer<K>;
}

async function get<K extends Op>(base: string, operation: K, path: string): Promise<Answer<K>> {
  return (await (await fetch(`${base}${path}`, { headers: { 'X-Operation': operation } })).json()) as Answer<K>;
}

/** Sends an enquiry and subscribes its sender, on v1 and on the deprecated unversioned paths. */
export async function enquire(base: string, token: string): Promise<string[]> {
  const enquiry: Form<'submitContactForm'> = {
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    message: 'My order has not arrived.',
    helpWith: 'Delivery',
    captchaToken: token,
    captchaAction: 'contact_form_submit',
  };
  const ticket = await post(base, 'submitContactForm', '/api/v1/contact-form', enquiry);
  const old = await post(base, 'submitContactFormUnversioned', '/api/contact-form', { ...enquiry, telephone: '+493012345678', company: 'Acme' });
  const subscribed = await post(base, 'signUpForNewsletter', '/api/v1/newsletter-signup', { email: enquiry.email });
  const again = await post(base, 'signUpForNewsletterUnversioned', '/api/newsletter-signup', { email: enquiry.email });
  return [
    `${ticket.message} (ticket ${ticket.ticketId}, contact ${ticket.contactId})`,
    old.ticketId,
    `${subscribed.success} ${subscribed.contactId}`,
    again.message,
  ];
}

/** What a developer exploring the API reads: versions, v1, its document and where the reference went. */
export async function explore(base: string): Promise<string[]> {
  const index = await get(base, 'listVersions', '/api');
  const v1 = await get(base, 'describeV1', '/api/v1');
  const document = await get(base, 'getOpenApiV1', v1.links.openapi);
  const reference = await fetch(`${base}${v1.links.reference.replace(/^https?:\/\/[^/]+/, '')}`, {
    redirect: 'manual',
    headers: { 'X-Operation': 'getReferenceV1' },
  });
  return [
    `${index.name}: ${index.versions.map((v) => `${v.version} ${v.status}${v.sunset ? ` until ${v.sunset}` : ''}`)}`,
    ...v1.endpoints.map((e) => `${e.method} ${e.href}: ${e.summary}`),
    ...index.unversioned.map((u) => `${u.path} = ${u.sameAs}${u.deprecated ? ' (deprecated)' : ''}`),
    `${document.openapi}, problems at ${index.links.problems}, reference at ${index.links.docs} (${reference.status})`,
  ];
}
