#!/usr/bin/env node
// The demo storefront (`npm start` runs it on port 3005): a cart page in the style of a
// storefront theme with the demo bakery's products, the picker embedded from fulfilment-api,
// and the Ajax Cart API the picker calls (`GET /cart.js`, `POST /cart/update.js`,
// `GET /products/<handle>.js`). One cart per visitor (cookie `cart`), in memory.
//
//   node apps/storefront-widget/demo/server.mjs     # PORT (3005), HOST, FULFILMENT_API_URL, DEMO_SHOP
//
// Query parameters of the cart page: `lang` (html lang, default en), `now` (passed to the
// picker; used only while fulfilment-api runs on a fixed CLOCK_NOW).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { cartJson, formAttributes, newCart, updateAttributes } from './cart-store.mjs';
import { checkoutPage, cartPage } from './page.mjs';
import { PRODUCTS } from './products.mjs';

const MAX_BODY = 64 * 1024;

function readBody(req) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY) reject(Object.assign(new Error('body too large'), { status: 413 }));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Starts the demo storefront. Resolves with `{url, close(), carts}` once it listens.
 * @param {{port?: number, host?: string, apiUrl: string, shop?: string}} options
 */
export async function startDemoStorefront({ port = 0, host = '127.0.0.1', apiUrl, shop = 'demo-bakery.myshopify.com' }) {
  const carts = new Map();
  const cartOf = (req, res) => {
    const token = /(?:^|;\s*)cart=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
    let cart = token ? carts.get(token) : undefined;
    if (!cart) {
      cart = newCart();
      carts.set(cart.token, cart);
      res.setHeader('Set-Cookie', `cart=${cart.token}; Path=/; HttpOnly; SameSite=Lax`);
    }
    return cart;
  };
  const json = (res, status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://demo.invalid');
      const path = url.pathname;
      if (req.method === 'GET' && (path === '/' || path === '/cart')) {
        const cart = cartOf(req, res);
        const now = url.searchParams.get('now');
        const pickerAttributes = now ? ` now="${now.replace(/[^0-9TZ:.+-]/g, '')}"` : '';
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(cartPage({ cart: cartJson(cart), apiUrl, shop, lang: url.searchParams.get('lang') || 'en', pickerAttributes }));
      } else if (req.method === 'POST' && path === '/cart') {
        const cart = cartOf(req, res);
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(checkoutPage(cart));
      } else if (req.method === 'GET' && (path === '/cart.js' || path === '/cart.json')) {
        json(res, 200, cartJson(cartOf(req, res)));
      } else if (req.method === 'POST' && (path === '/cart/update.js' || path === '/cart/update.json')) {
        const cart = cartOf(req, res);
        const text = await readBody(req);
        const type = req.headers['content-type'] ?? '';
        const attributes = type.includes('application/json') ? (JSON.parse(text || '{}').attributes ?? {}) : formAttributes(text);
        updateAttributes(cart, attributes);
        json(res, 200, cartJson(cart));
      } else if (req.method === 'GET' && /^\/products\/[\w-]+\.js$/.test(path)) {
        const handle = path.slice('/products/'.length, -3);
        const p = PRODUCTS.find((x) => x.handle === handle);
        if (!p) json(res, 404, { status: 404, description: 'Not Found' });
        else json(res, 200, { id: p.id, title: p.title, handle: p.handle, vendor: p.vendor, type: p.product_type, tags: p.tags, price: p.price, variants: [{ id: p.variant_id, price: p.price, grams: p.grams }] });
      } else {
        json(res, 404, { status: 404, message: 'Not Found' });
      }
    } catch (e) {
      json(res, e.status ?? 400, { status: e.status ?? 400, message: e.message });
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    carts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3005);
  const apiUrl = process.env.FULFILMENT_API_URL ?? 'http://127.0.0.1:3001';
  const demo = await startDemoStorefront({ port, host: process.env.HOST ?? '127.0.0.1', apiUrl, shop: process.env.DEMO_SHOP });
  console.log(`demo storefront ${demo.url} (picker from ${apiUrl})`);
}
