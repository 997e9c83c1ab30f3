import escapeHtml from 'escape-html';

/** Attribute values: a string is escaped, `true` writes the bare attribute, `false`/undefined leaves it out. */
export type AttributeValue = string | number | boolean | undefined;

/** Escapes text for HTML element content and quoted attribute values (`escape-html`). */
export function esc(text: string | number): string {
  return escapeHtml(String(text));
}

/** ` name="value"` pairs for an element, escaped; attributes in the order given. */
export function attrs(attributes: Record<string, AttributeValue>): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${esc(value)}"`;
  }
  return out;
}
