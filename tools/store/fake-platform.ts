/**
 * `npm start`'s storefront platform: the fake of @fulfil/storefront-platform/testing on
 * 127.0.0.1:FAKE_PLATFORM_PORT (3007), knowing `demo-eats.myshopify.com` with the access
 * token DEMO_PLATFORM_TOKEN, and sending the orders of paid invoices to fulfilment-api's
 * order webhook (FULFILMENT_API_URL, http://127.0.0.1:3001) signed with the demo shop's
 * webhook secret. docs/draft-orders.md, "Local runs".
 */
import { FakeStorefrontPlatform } from '@fulfil/storefront-platform/testing';

/** The demo shop's access token at the fake (not a secret: the fake exists only locally). */
export const DEMO_PLATFORM_TOKEN = 'shpat_demo_eats_local_fake_platform';

async function main(): Promise<void> {
  const port = Number(process.env.FAKE_PLATFORM_PORT ?? 3007);
  const fulfilment = process.env.FULFILMENT_API_URL ?? 'http://127.0.0.1:3001';
  const fake = new FakeStorefrontPlatform({
    shops: [
      {
        domain: 'demo-eats.myshopify.com',
        accessToken: DEMO_PLATFORM_TOKEN,
        webhook: { url: `${fulfilment}/v1.0/webhooks/orders/create`, secret: 'demo-eats-webhook-secret' },
      },
    ],
  });
  const { url } = await fake.start(port);
  console.log(`fake storefront platform on ${url}`);
  const stop = () => void fake.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
