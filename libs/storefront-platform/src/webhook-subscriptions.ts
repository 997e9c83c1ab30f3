import { WEBHOOK_SUBSCRIPTION_CREATE, WEBHOOK_SUBSCRIPTION_DELETE, WEBHOOK_SUBSCRIPTIONS } from './admin-api';
import type { StorefrontPlatformClient } from './admin-client';
import type { PlatformUserError } from './draft-order';
import { StorefrontPlatformError } from './platform-error';

/** A webhook subscription of our app as the platform lists it (`WebhookSubscription`). */
export interface WebhookSubscription {
  /** Global id, `gid://shopify/WebhookSubscription/<n>`. */
  id: string;
  /** `WebhookSubscriptionTopic`, e.g. `ORDERS_CREATE`. */
  topic: string;
  /** Where the platform sends it (an https URL for an HTTP subscription). */
  uri: string;
  /** `JSON` or `XML`. */
  format: string;
}

/** A subscription we want: a topic sent as JSON to `uri`. */
export interface WantedWebhook {
  topic: string;
  uri: string;
}

/** What {@link planWebhookReconcile} decides. */
export interface WebhookReconcilePlan {
  /** Wanted subscriptions that do not exist yet. */
  create: WantedWebhook[];
  /** Ours (on our origin) that are no longer wanted: another URL, an unwanted topic, XML, or a duplicate. */
  delete: WebhookSubscription[];
  /** Ours that match a wanted one exactly. Subscriptions pointing elsewhere are in no list: never touched. */
  keep: WebhookSubscription[];
}

/**
 * Plans a reconcile of a shop's webhook subscriptions (docs/platform-install.md, "Webhooks").
 * A subscription is **ours** when its `uri` is on `ourOrigin` (same scheme, host and port);
 * one pointing elsewhere is left alone whatever its topic. Ours matching a wanted
 * `(topic, uri)` in JSON is kept (the first one; a duplicate is deleted); every other one of
 * ours is deleted (stale URL, unwanted topic, XML); each wanted pair without a kept
 * subscription is created. Pure: running it on the state it produces plans nothing.
 * @param existing the app's subscriptions as listed
 * @param wanted the subscriptions we want (their `uri`s on `ourOrigin`)
 * @param ourOrigin our public origin, e.g. `https://fulfil.example.com` (a path is ignored)
 * @throws TypeError when `ourOrigin` is not an absolute URL
 */
export function planWebhookReconcile(existing: readonly WebhookSubscription[], wanted: readonly WantedWebhook[], ourOrigin: string): WebhookReconcilePlan {
  const origin = new URL(ourOrigin).origin;
  const key = (topic: string, uri: string) => `${topic} ${uri}`;
  const wantedKeys = new Set(wanted.map((w) => key(w.topic, w.uri)));
  const plan: WebhookReconcilePlan = { create: [], delete: [], keep: [] };
  const kept = new Set<string>();
  for (const subscription of existing) {
    if (originOf(subscription.uri) !== origin) continue;
    const k = key(subscription.topic, subscription.uri);
    if (wantedKeys.has(k) && subscription.format === 'JSON' && !kept.has(k)) {
      kept.add(k);
      plan.keep.push(subscription);
    } else plan.delete.push(subscription);
  }
  const planned = new Set<string>();
  for (const w of wanted) {
    const k = key(w.topic, w.uri);
    if (!kept.has(k) && !planned.has(k)) {
      planned.add(k);
      plan.create.push({ topic: w.topic, uri: w.uri });
    }
  }
  return plan;
}

/** The origin of a URL, or null when it is not one. */
function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}

/**
 * All of our app's webhook subscriptions on the client's shop (`WEBHOOK_SUBSCRIPTIONS`, every
 * page). Each page is a read, retried with the client's rules.
 * @throws StorefrontPlatformError as `StorefrontPlatformClient.execute`; `bad_response` when
 *   an answer has not the documented shape
 */
export async function listWebhookSubscriptions(client: StorefrontPlatformClient): Promise<WebhookSubscription[]> {
  const all: WebhookSubscription[] = [];
  let after: string | null = null;
  for (let page = 0; page < 100; page++) {
    const data = await client.execute('webhookSubscriptions', WEBHOOK_SUBSCRIPTIONS, { after }, true);
    const connection = data['webhookSubscriptions'] as { nodes?: unknown; pageInfo?: { hasNextPage?: unknown; endCursor?: unknown } } | undefined;
    if (!Array.isArray(connection?.nodes)) throw badResponse('webhookSubscriptions');
    for (const node of connection.nodes) {
      const subscription = readSubscription(node);
      if (!subscription) throw badResponse('webhookSubscriptions');
      all.push(subscription);
    }
    const next = connection.pageInfo?.endCursor;
    if (connection.pageInfo?.hasNextPage !== true) return all;
    if (typeof next !== 'string') throw badResponse('webhookSubscriptions');
    after = next;
  }
  throw badResponse('webhookSubscriptions');
}

/**
 * Subscribes our app to `topic` at `uri`, JSON (`WEBHOOK_SUBSCRIPTION_CREATE`). Not retried
 * after an answer that may have been executed (the reconcile lists again instead).
 * @throws StorefrontPlatformError `user_errors` with the platform's `userErrors` (e.g. an
 *   address it refuses, or already taken), or as `StorefrontPlatformClient.execute`
 */
export async function createWebhookSubscription(client: StorefrontPlatformClient, wanted: WantedWebhook): Promise<WebhookSubscription> {
  const data = await client.execute(
    'webhookSubscriptionCreate',
    WEBHOOK_SUBSCRIPTION_CREATE,
    { topic: wanted.topic, webhookSubscription: { uri: wanted.uri, format: 'JSON' } },
    false,
  );
  const payload = data['webhookSubscriptionCreate'] as { webhookSubscription?: unknown; userErrors?: unknown } | undefined;
  throwUserErrors('webhookSubscriptionCreate', payload?.userErrors);
  const created = readSubscription(payload?.webhookSubscription);
  if (!created) throw badResponse('webhookSubscriptionCreate');
  return created;
}

/**
 * Removes one of our app's subscriptions (`WEBHOOK_SUBSCRIPTION_DELETE`); retried like a read
 * (deleting twice only answers a `userErrors` the second time).
 * @throws StorefrontPlatformError `user_errors` (e.g. it no longer exists), or as `StorefrontPlatformClient.execute`
 */
export async function deleteWebhookSubscription(client: StorefrontPlatformClient, id: string): Promise<void> {
  const data = await client.execute('webhookSubscriptionDelete', WEBHOOK_SUBSCRIPTION_DELETE, { id }, true);
  const payload = data['webhookSubscriptionDelete'] as { deletedWebhookSubscriptionId?: unknown; userErrors?: unknown } | undefined;
  throwUserErrors('webhookSubscriptionDelete', payload?.userErrors);
  if (typeof payload?.deletedWebhookSubscriptionId !== 'string') throw badResponse('webhookSubscriptionDelete');
}

/** Outcome of {@link reconcileWebhookSubscriptions}. */
export interface WebhookReconcileResult {
  created: number;
  deleted: number;
  /** Wanted topics still without a subscription at the end (empty when reconciled). */
  missing: string[];
  /** What failed on the way (`<operation> <topic or id>: <reason> <message>`), also when a later round fixed it. */
  errors: string[];
}

/**
 * Brings the shop's subscriptions to `wanted` (docs/platform-install.md, "Webhooks"): lists
 * them, plans ({@link planWebhookReconcile}), deletes the stale ones of ours, creates the
 * missing ones; then lists again, up to `rounds` times, until the plan is empty. A create or
 * delete that fails is recorded in `errors` and retried by the next round (after a create
 * whose answer was lost, the listing shows whether it landed); each request itself retries
 * with the client's rules (throttling, 5xx, network).
 * @throws StorefrontPlatformError when a listing fails (the caller retries later)
 */
export async function reconcileWebhookSubscriptions(
  client: StorefrontPlatformClient,
  wanted: readonly WantedWebhook[],
  ourOrigin: string,
  rounds = 3,
): Promise<WebhookReconcileResult> {
  const result: WebhookReconcileResult = { created: 0, deleted: 0, missing: [], errors: [] };
  for (let round = 1; ; round++) {
    const plan = planWebhookReconcile(await listWebhookSubscriptions(client), wanted, ourOrigin);
    if ((plan.create.length === 0 && plan.delete.length === 0) || round > rounds) {
      result.missing = [...new Set(plan.create.map((w) => w.topic))];
      return result;
    }
    for (const stale of plan.delete) {
      try {
        await deleteWebhookSubscription(client, stale.id);
        result.deleted++;
      } catch (error) {
        result.errors.push(`webhookSubscriptionDelete ${stale.id}: ${describe(error)}`);
      }
    }
    for (const missing of plan.create) {
      try {
        await createWebhookSubscription(client, missing);
        result.created++;
      } catch (error) {
        result.errors.push(`webhookSubscriptionCreate ${missing.topic}: ${describe(error)}`);
      }
    }
  }
}

/** A failure in one line, for `errors` (never a token: errors carry none). */
function describe(error: unknown): string {
  if (error instanceof StorefrontPlatformError) return `${error.failure.reason}${error.failure.message ? ` ${error.failure.message}` : ''}`;
  return error instanceof Error ? error.message : String(error);
}

function readSubscription(value: unknown): WebhookSubscription | null {
  const s = value as Partial<Record<keyof WebhookSubscription, unknown>> | null | undefined;
  if (!s || typeof s.id !== 'string' || typeof s.topic !== 'string' || typeof s.uri !== 'string') return null;
  return { id: s.id, topic: s.topic, uri: s.uri, format: typeof s.format === 'string' ? s.format : 'JSON' };
}

/** @throws StorefrontPlatformError `user_errors` when the payload has any */
function throwUserErrors(operation: string, value: unknown): void {
  if (!Array.isArray(value) || value.length === 0) return;
  const userErrors: PlatformUserError[] = (value as Array<{ field?: unknown; message?: unknown }>).map((e) => ({
    field: Array.isArray(e.field) ? e.field.map(String) : null,
    message: String(e.message),
  }));
  throw new StorefrontPlatformError({
    operation,
    reason: 'user_errors',
    attempts: 1,
    status: 200,
    userErrors,
    message: userErrors.map((e) => e.message).join('; '),
  });
}

function badResponse(operation: string): StorefrontPlatformError {
  return new StorefrontPlatformError({ operation, reason: 'bad_response', attempts: 1, status: 200 });
}
