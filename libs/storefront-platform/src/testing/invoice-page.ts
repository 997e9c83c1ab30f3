import escapeHtml from 'escape-html';
import type { FakeDraftOrder } from './fake-storefront-platform';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
  `<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.25rem;border-bottom:1px solid #ccc}button{font-size:1rem;padding:.5rem 1rem;background:#0b5;color:#000;border:0;border-radius:4px}</style>` +
  `</head><body><main>${body}</main></body></html>`;

/** The fake's invoice page: the draft order's lines, shipping line, customer (e-mail, phone, shipping address), attributes, and a "Pay now" button. */
export function invoicePage(draft: FakeDraftOrder): string {
  const lines = draft.input.lineItems
    .map((l) => {
      const props = (l.customAttributes ?? []).map((a) => `${escapeHtml(a.key)}: ${escapeHtml(a.value)}`).join('<br>');
      return `<tr><td>${escapeHtml(l.title ?? l.variantId ?? '')}</td><td>${l.quantity}</td><td>${props}</td></tr>`;
    })
    .join('');
  const attributes = (draft.input.customAttributes ?? [])
    .map((a) => `<li data-attribute="${escapeHtml(a.key)}">${escapeHtml(a.key)}: ${escapeHtml(a.value)}</li>`)
    .join('');
  return page(
    `Invoice ${draft.name}`,
    `<h1>Invoice ${escapeHtml(draft.name)} (fake storefront platform)</h1>` +
      `<table><caption>Items</caption><thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Options</th></tr></thead><tbody>${lines}</tbody></table>` +
      (draft.input.shippingLine
        ? `<p>Shipping: ${escapeHtml(draft.input.shippingLine.title)} (${escapeHtml(draft.input.shippingLine.priceWithCurrency.amount)} ${escapeHtml(draft.input.shippingLine.priceWithCurrency.currencyCode)})</p>`
        : '') +
      customerSection(draft) +
      `<h2>Order attributes</h2><ul>${attributes}</ul>` +
      (draft.status === 'OPEN'
        ? `<form method="post" action="/invoices/${draft.token}/pay"><button type="submit">Pay now</button></form>`
        : `<p>This invoice is paid.</p>`),
  );
}

/** The page after paying: the order number and what the webhook answered. */
export function paidPage(draft: FakeDraftOrder): string {
  return page(
    'Thank you',
    `<h1>Thank you for your order</h1><p>Order ${draft.orderId} is paid.</p>` +
      (draft.webhookResult
        ? `<p>Order webhook answered HTTP ${draft.webhookResult.status}${webhookSummary(draft.webhookResult.body)}.</p>`
        : '<p>No order webhook is configured.</p>'),
  );
}

/** `: order created, reservation converted` from the webhook's answer (fulfilment-api's `result` and `reservation`). */
function webhookSummary(body: unknown): string {
  const b = body && typeof body === 'object' ? (body as { result?: unknown; reservation?: unknown }) : {};
  const parts = [typeof b.result === 'string' ? `order ${b.result}` : '', typeof b.reservation === 'string' ? `reservation ${b.reservation}` : ''].filter(
    Boolean,
  );
  return parts.length ? `: ${escapeHtml(parts.join(', '))}` : '';
}

/** The draft order's e-mail, phone and shipping address (`data-customer` names each line), or nothing without any. */
function customerSection(draft: FakeDraftOrder): string {
  const { email, phone, shippingAddress: a } = draft.input;
  const rows: Array<[string, string]> = [];
  if (email) rows.push(['email', email]);
  if (phone) rows.push(['phone', phone]);
  if (a) {
    rows.push(['name', [a.firstName, a.lastName].filter(Boolean).join(' ')]);
    rows.push([
      'address',
      [a.address1, a.address2, `${a.zip} ${a.city}`, [a.provinceCode, a.countryCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    ]);
  }
  if (rows.length === 0) return '';
  return `<h2>Customer</h2><ul>${rows.map(([k, v]) => `<li data-customer="${k}">${escapeHtml(v)}</li>`).join('')}</ul>`;
}
