import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A message of a catalogue (src/i18n.tsx) with some placeholders filled by elements
 * (`Connected to {domain}.` with the domain in `<strong>`): the text around them stays
 * text, in the message's order, so each language places the element where its grammar
 * wants it. A placeholder not in `nodes` is left as written.
 */
export function richWords(message: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = message.split(/\{(\w+)\}/);
  return createElement(Fragment, null, ...parts.map((p, i) => (i % 2 === 1 ? (p in nodes ? nodes[p] : `{${p}}`) : p)));
}
