import type { OpenAPIObject } from '@nestjs/swagger';
import { createHash } from 'node:crypto';

/** The page's only style sheet; allowed by its hash in the Content-Security-Policy. */
export const REFERENCE_STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}' +
  'h2{border-top:1px solid #ccc;padding-top:1rem}code{background:#f3f3f3;padding:0 .2em}' +
  'table{border-collapse:collapse;margin:.5rem 0 1rem}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}' +
  '.deprecated{color:#a33}.method{font-weight:700}';

/** CSP source expression of {@link REFERENCE_STYLE}. */
export const REFERENCE_STYLE_HASH = `'sha256-${createHash('sha256').update(REFERENCE_STYLE).digest('base64')}'`;

type Json = Record<string, unknown>;
const esc = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const inline = (text: string) =>
  esc(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

function schemaOf(document: OpenAPIObject, ref: unknown): Json | undefined {
  const name = typeof ref === 'string' ? ref.split('/').pop() : undefined;
  return name ? (document.components?.schemas?.[name] as Json | undefined) : undefined;
}

function fieldsTable(schema: Json | undefined): string {
  const properties = (schema?.['properties'] ?? {}) as Record<string, Json>;
  const required = new Set((schema?.['required'] ?? []) as string[]);
  const rows = Object.entries(properties).map(([name, p]) => {
    const rules = [
      p['format'],
      p['minLength'] !== undefined ? `minLength ${p['minLength']}` : '',
      p['maxLength'] !== undefined ? `maxLength ${p['maxLength']}` : '',
      p['enum'] ? `one of ${(p['enum'] as unknown[]).join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return `<tr><td><code>${esc(name)}</code></td><td>${esc(p['type'] ?? 'object')}</td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${esc(rules)}</td><td>${inline(String(p['description'] ?? ''))}</td></tr>`;
  });
  return rows.length ? `<table><tr><th>Field</th><th>Type</th><th>Required</th><th>Rules</th><th>Notes</th></tr>${rows.join('')}</table>` : '';
}

function operationSection(document: OpenAPIObject, path: string, method: string, op: Json): string {
  const body = (op['requestBody'] as Json | undefined)?.['content'] as Record<string, Json> | undefined;
  const bodySchema = body ? schemaOf(document, (Object.values(body)[0]?.['schema'] as Json | undefined)?.['$ref']) : undefined;
  const responses = Object.entries((op['responses'] ?? {}) as Record<string, Json>).map(([status, r]) => {
    const content = r['content'] as Record<string, Json> | undefined;
    const okSchema = status.startsWith('2') && content ? schemaOf(document, (Object.values(content)[0]?.['schema'] as Json | undefined)?.['$ref']) : undefined;
    return `<tr><td>${esc(status)}</td><td>${inline(String(r['description'] ?? ''))}${okSchema ? fieldsTable(okSchema) : ''}</td></tr>`;
  });
  const deprecated = op['deprecated'] ? ' <span class="deprecated">(deprecated)</span>' : '';
  return (
    `<h3 id="${esc(op['operationId'])}"><span class="method">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code>${deprecated}</h3>` +
    `<p><strong>${esc(op['summary'])}</strong></p><p>${inline(String(op['description'] ?? ''))}</p>` +
    (bodySchema ? `<p>Body (${esc(Object.keys(body ?? {}).join(', '))}):</p>${fieldsTable(bodySchema)}` : '') +
    `<table><tr><th>Status</th><th>Meaning</th></tr>${responses.join('')}</table>`
  );
}

/**
 * The human-readable API reference, rendered from the OpenAPI document (no
 * scripts, no external assets): the description, then each operation grouped by
 * tag with its fields, rules and responses.
 */
export function renderReferencePage(document: OpenAPIObject): string {
  const tags = (document.tags ?? []).map((t) => t.name);
  const sections = tags.map((tag) => {
    const ops = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Json>)
        .filter(([, op]) => ((op['tags'] ?? []) as string[]).includes(tag))
        .map(([method, op]) => operationSection(document, path, method, op)),
    );
    return ops.length ? `<h2>${esc(tag)}</h2>${ops.join('')}` : '';
  });
  const description = String(document.info.description ?? '')
    .split('\n\n')
    .map((p) => `<p>${inline(p)}</p>`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(document.info.title)} ${esc(document.info.version)} reference</title><style>${REFERENCE_STYLE}</style></head>` +
    `<body><h1>${esc(document.info.title)} <small>${esc(document.info.version)}</small></h1>${description}` +
    `<p>Machine-readable: <a href="openapi.json">openapi.json</a>. Problem types: <a href="../../problems">/problems</a>.</p>${sections.join('')}</body></html>`
  );
}
