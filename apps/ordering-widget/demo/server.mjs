#!/usr/bin/env node
// The ordering widget's demo page (`npm start` runs it on port 3008): a restaurant's page
// embedding `<ordering-widget shop="demo-eats.myshopify.com">` from widget-api's
// `/widget/v1/ordering.js`, as a shop's theme would. The page is on its own origin, so the
// widget calls widget-api across origins (npm start adds this origin to widget-api's CORS_ORIGINS).
//
//   node apps/ordering-widget/demo/server.mjs     # PORT (3008), HOST, WIDGET_API_URL (http://127.0.0.1:3002), DEMO_SHOP
//
// Query parameters: `lang` (the page's and widget's language, default en).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The demo page's HTML. */
export function demoPage({ apiUrl, shop, lang }) {
  return `<!doctype html>
<html lang="${escape(lang)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Demo Eats: order online</title>
  <style>
    body { margin: 0; font-family: Georgia, serif; background: #faf7f2; color: #222; }
    header { background: #7a2e12; color: #fff; padding: 16px 20px; }
    header h1 { margin: 0; font-size: 1.5rem; }
    main { max-width: 960px; margin: 0 auto; padding: 16px; }
    ordering-widget { background: #fff; border-radius: 10px; padding: 16px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  </style>
  <script type="module" src="${escape(apiUrl)}/widget/v1/ordering.js"></script>
</head>
<body>
  <header><h1>Demo Eats</h1><p>Lunch and dinner in Chicago, for pickup or delivery.</p></header>
  <main>
    <ordering-widget shop="${escape(shop)}" lang="${escape(lang)}"></ordering-widget>
  </main>
</body>
</html>`;
}

/**
 * Starts the demo page server. Resolves with `{url, close()}` once it listens.
 * @param {{port?: number, host?: string, apiUrl: string, shop?: string}} options
 */
export async function startDemo({ port = 0, host = '127.0.0.1', apiUrl, shop = 'demo-eats.myshopify.com' }) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (url.pathname !== '/') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const lang = /^[a-zA-Z]{2}(-[a-zA-Z]{2})?$/.test(url.searchParams.get('lang') ?? '') ? url.searchParams.get('lang') : 'en';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : demoPage({ apiUrl, shop, lang }));
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  const address = server.address();
  return { url: `http://${host}:${address.port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const demo = await startDemo({
    port: Number(process.env.PORT ?? 3008),
    host: process.env.HOST ?? '127.0.0.1',
    apiUrl: (process.env.WIDGET_API_URL ?? 'http://127.0.0.1:3002').replace(/\/+$/, ''),
    shop: process.env.DEMO_SHOP ?? 'demo-eats.myshopify.com',
  });
  console.log(`ordering widget demo on ${demo.url}/`);
  const stop = () => demo.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
