import { WEBHOOK_SUBSCRIPTION_CREATE, WEBHOOK_SUBSCRIPTION_DELETE, WEBHOOK_SUBSCRIPTIONS } from '../admin-api';
import type { WebhookSubscription } from '../webhook-subscriptions';

/** A subscription the fake holds: the listed fields and the shop it belongs to. */
export interface FakeWebhookSubscription extends WebhookSubscription {
  shop: string;
}

/**
 * The webhook subscriptions of the fake platform (docs/platform-install.md, "Webhooks"), per
 * shop, executing `WEBHOOK_SUBSCRIPTIONS` (pages of at most {@link pageSize}, cursor =
 * position), `WEBHOOK_SUBSCRIPTION_CREATE` and `WEBHOOK_SUBSCRIPTION_DELETE` as the platform
 * does: `userErrors` for an address that is not an absolute https URL ("Address protocol
 * http:// is not supported", unless {@link allowHttp}), for a topic already subscribed at
 * that address ("Address for this topic has already been taken") and for an unknown id
 * ("Webhook subscription does not exist"). Plugged into `FakeStorefrontPlatform`.
 */
export class FakeWebhookSubscriptions {
  /** Every subscription, all shops, in creation order. */
  readonly all: FakeWebhookSubscription[] = [];
  /** Largest page `webhookSubscriptions` answers (the request's `first` when smaller); small values exercise pagination. */
  pageSize = 100;
  /** Accept `http://` addresses too (the platform accepts only https). */
  allowHttp = false;
  private nextId = 5001;

  /** True for the documents this class executes. */
  handles(query: unknown): boolean {
    return query === WEBHOOK_SUBSCRIPTIONS || query === WEBHOOK_SUBSCRIPTION_CREATE || query === WEBHOOK_SUBSCRIPTION_DELETE;
  }

  /** The shop's subscriptions, oldest first. */
  of(shop: string): FakeWebhookSubscription[] {
    return this.all.filter((s) => s.shop === shop);
  }

  /** Adds a subscription directly (one made by hand, or an old one), as the platform would hold it. */
  add(shop: string, subscription: { topic: string; uri: string; format?: string }): FakeWebhookSubscription {
    const added = { id: `gid://shopify/WebhookSubscription/${this.nextId++}`, shop, format: 'JSON', ...subscription };
    this.all.push(added);
    return added;
  }

  /** The `data` of one of {@link handles}' documents for `shop`. */
  execute(shop: string, query: unknown, variables: Record<string, unknown>): Record<string, unknown> {
    if (query === WEBHOOK_SUBSCRIPTIONS) return { webhookSubscriptions: this.page(shop, variables['after']) };
    if (query === WEBHOOK_SUBSCRIPTION_CREATE) return { webhookSubscriptionCreate: this.create(shop, variables) };
    return { webhookSubscriptionDelete: this.delete(shop, variables['id']) };
  }

  private page(shop: string, after: unknown): object {
    const mine = this.of(shop);
    const start = typeof after === 'string' && /^\d+$/.test(after) ? Number(after) : 0;
    const nodes = mine.slice(start, start + this.pageSize);
    const end = start + nodes.length;
    return {
      nodes: nodes.map(({ id, topic, uri, format }) => ({ id, topic, uri, format })),
      pageInfo: { hasNextPage: end < mine.length, endCursor: nodes.length > 0 ? String(end) : null },
    };
  }

  private create(shop: string, variables: Record<string, unknown>): object {
    const topic = String(variables['topic']);
    const input = (variables['webhookSubscription'] ?? {}) as { uri?: unknown; format?: unknown };
    const uri = typeof input.uri === 'string' ? input.uri : '';
    let url: URL | undefined;
    try {
      url = new URL(uri);
    } catch {
      url = undefined;
    }
    const refuse = (message: string) => ({ webhookSubscription: null, userErrors: [{ field: ['webhookSubscription', 'callbackUrl'], message }] });
    if (!url) return refuse('Address is invalid');
    if (url.protocol !== 'https:' && !(this.allowHttp && url.protocol === 'http:')) return refuse(`Address protocol ${url.protocol}// is not supported`);
    if (this.of(shop).some((s) => s.topic === topic && s.uri === uri)) return refuse('Address for this topic has already been taken');
    const { id, format } = this.add(shop, { topic, uri, format: typeof input.format === 'string' ? input.format : 'JSON' });
    return { webhookSubscription: { id, topic, uri, format }, userErrors: [] };
  }

  private delete(shop: string, id: unknown): object {
    const index = this.all.findIndex((s) => s.shop === shop && s.id === id);
    if (index < 0) return { deletedWebhookSubscriptionId: null, userErrors: [{ field: ['id'], message: 'Webhook subscription does not exist' }] };
    this.all.splice(index, 1);
    return { deletedWebhookSubscriptionId: id, userErrors: [] };
  }
}
