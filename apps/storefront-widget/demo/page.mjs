// The demo storefront's cart page, in the style of a storefront theme's cart template:
// the lines, the subtotal, the picker embedded with the two lines a merchant pastes, and
// the theme's checkout button (`name="checkout"`), which the picker keeps disabled until
// the choice is complete.
import { PRODUCTS } from './products.mjs';

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const money = (cents) => `$${(cents / 100).toFixed(2)}`;

/** The cart page for `cart` (cart.js JSON); `apiUrl` is fulfilment-api's origin, `lang` the page language. */
export function cartPage({ cart, apiUrl, shop, lang, pickerAttributes = '' }) {
  const facts = Object.fromEntries(PRODUCTS.map((p) => [p.id, { tags: p.tags, collections: p.collections }]));
  const rows = cart.items
    .map(
      (i) => `<tr><td><a href="${esc(i.url)}">${esc(i.title)}</a><div class="vendor">${esc(i.vendor)}</div></td>
        <td>${money(i.price)}</td><td>${i.quantity}</td><td class="total">${money(i.line_price)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${esc(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your cart – Demo Bakery</title>
<style>
  :root { color-scheme: light dark; --page: #faf7f2; --ink: #222; --line: #ddd3c4; }
  @media (prefers-color-scheme: dark) { :root { --page: #1c1a17; --ink: #eee; --line: #4a443b; } }
  body { margin: 0; font-family: Georgia, 'Times New Roman', serif; background: var(--page); color: var(--ink); }
  header { padding: 16px 24px; border-bottom: 1px solid var(--line); display: flex; justify-content: space-between; align-items: center; }
  header a { color: inherit; font-size: 1.4em; text-decoration: none; font-weight: bold; }
  main { max-width: 960px; margin: 0 auto; padding: 16px; }
  h1 { font-weight: normal; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
  th, td { text-align: left; padding: 10px 6px; border-bottom: 1px solid var(--line); }
  td.total, th.total { text-align: right; }
  .vendor { font-size: 0.85em; opacity: 0.8; }
  .cart__footer { display: grid; gap: 16px; }
  @media (min-width: 900px) { .cart__footer { grid-template-columns: 3fr 2fr; align-items: start; } }
  .summary { border: 1px solid var(--line); padding: 16px; }
  .summary button { width: 100%; padding: 14px; font-size: 1.05em; background: #3b2f2f; color: #fff; border: 0; cursor: pointer; }
  .summary button:disabled { background: #8a8080; cursor: not-allowed; }
  fulfilment-picker { --fp-font: 15px/1.45 system-ui, sans-serif; }
</style>
<script type="application/json" data-fulfilment-products>${JSON.stringify(facts)}</script>
</head>
<body>
<header><a href="/">Demo Bakery</a><span>${cart.item_count} items</span></header>
<main>
<h1>Your cart</h1>
<form action="/cart" method="post" id="cart">
  <table>
    <thead><tr><th>Product</th><th>Price</th><th>Quantity</th><th class="total">Total</th></tr></thead>
    <tbody>${rows}</tbody>
  </table>
  <div class="cart__footer">
    <div>
      <script type="module" src="${esc(apiUrl)}/widget/v1/storefront.js"></script>
      <fulfilment-picker shop="${esc(shop)}"${pickerAttributes}></fulfilment-picker>
    </div>
    <div class="summary">
      <p>Subtotal <strong>${money(cart.total_price)}</strong></p>
      <button type="submit" name="checkout">Check out</button>
    </div>
  </div>
</form>
</main>
</body>
</html>`;
}

/** What the demo shows in place of the platform's checkout: the attributes the order would carry as note attributes. */
export function checkoutPage(cart) {
  const rows = Object.entries(cart.attributes)
    .map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout – Demo Bakery</title></head>
<body><main><h1>Checkout (demo)</h1><p>The order would carry these note attributes:</p><table>${rows}</table><p><a href="/cart">Back to the cart</a></p></main></body></html>`;
}
