import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Severity } from '@shopify/theme-check-node';
import { docsSources, EXTENSION_ROOT, formatReport, runThemeCheck } from './theme-check';

const BLOCK = join(EXTENSION_ROOT, 'blocks', 'storefront-picker.liquid');
const PICKER = join(__dirname, '..', '..', '..', 'libs', 'storefront-picker', 'src', 'elements', 'picker.ts');

/** The block's `{% schema %}` JSON. */
function blockSchema(): {
  name: string;
  target: string;
  javascript?: string;
  enabled_on?: { templates?: string[] };
  settings: { id?: string; type: string; label?: string; info?: string; content?: string; options?: { label: string }[] }[];
} {
  const m = /\{%\s*schema\s*%\}([\s\S]*?)\{%\s*endschema\s*%\}/.exec(readFileSync(BLOCK, 'utf8'));
  if (!m) throw new Error('no {% schema %} in the block');
  return JSON.parse(m[1]);
}

/** `a.b.c` in a nested object, or undefined. */
function lookup(data: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), data);
}

describe('Theme Check over the storefront-picker theme app extension (npm run theme:check)', () => {
  it('passes the theme-app-extension config with no offence at error level, offline', async () => {
    const report = await runThemeCheck();
    expect(report.context).toBe('app');
    expect(report.files).toBeGreaterThanOrEqual(7); // the block and six locale files
    expect(report.unavailable).toEqual([]);
    expect(Object.values(report.docs)).not.toContain('unavailable');
    expect(formatReport(report).filter((line) => /^\S+:\d+:\d+ error /.test(line))).toEqual([]);
    expect(report.errors).toBe(0);
  }, 60_000);

  it('fails on offences planted in a copy of the extension', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'theme-check-planted-'));
    try {
      cpSync(EXTENSION_ROOT, copy, { recursive: true });
      appendFileSync(join(copy, 'blocks', 'storefront-picker.liquid'), "\n{% include 'picker-extra' %}\n{{ cart.total_price | no_such_filter }}\n");
      writeFileSync(join(copy, 'assets', 'storefront-picker-embed.js'), `// planted: over the 10 KB app block budget\n${'x'.repeat(12_000)}\n`);
      const report = await runThemeCheck(copy);
      const failed = new Set(report.offences.filter((o) => o.severity === Severity.ERROR).map((o) => o.check));
      expect([...failed].sort()).toEqual(expect.arrayContaining(['AppBlockValidTags', 'AssetSizeAppBlockJavaScript', 'UnknownFilter']));
      expect(report.errors).toBeGreaterThanOrEqual(3);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);

  it('names where each Liquid docs resource came from', () => {
    const sources = docsSources([
      'Loaded resource from /home/me/.cache/theme-liquid-docs/objects.json',
      'Loaded fallback resource\n\tfilters from\n\t/x/data/filters.json',
      'Failed to load or transform fallbackResource(tags) with the following error:\nENOENT',
    ]);
    expect(sources).toMatchObject({ objects: 'cache', filters: 'bundled', tags: 'unavailable', shopify_system_translations: 'unused' });
  });
});

describe('the app embed block (blocks/storefront-picker.liquid)', () => {
  const liquid = readFileSync(BLOCK, 'utf8');

  it('is an app embed at the end of <body>, on the cart template only, with its script asset', () => {
    const schema = blockSchema();
    expect(schema.target).toBe('body');
    expect(schema.enabled_on).toEqual({ templates: ['cart'] });
    expect(schema.javascript).toBe('storefront-picker-embed.js');
    expect(readFileSync(join(EXTENSION_ROOT, 'assets', 'storefront-picker-embed.js')).length).toBeLessThan(10_000);
  });

  it('passes the shop, the locale and the storefront root, and loads the bundle from the API origin as a module', () => {
    expect(liquid).toContain('shop="{{ shop.permanent_domain }}"');
    expect(liquid).toMatch(/assign lang = request\.locale\.iso_code/);
    expect(liquid).toContain('cart-root="{{ routes.root_url }}"');
    expect(liquid).toContain('<script type="module" src="{{ api_base | escape }}/widget/v1/storefront.js"></script>');
    expect(liquid).toContain('<script type="application/json" data-fulfilment-products>');
  });

  it('sets only attributes <fulfilment-picker> declares', () => {
    const element = /<fulfilment-picker\s([\s\S]*?)><\/fulfilment-picker>/.exec(liquid);
    expect(element).not.toBeNull();
    const used = new Set(
      [
        ...(element?.[1] ?? '')
          .replace(/\{[{%][\s\S]*?[}%]\}/g, ' ')
          .replace(/"[^"]*"/g, '')
          .matchAll(/(?:^|\s)([a-z][a-z-]*)(?==|\s|$)/g),
      ].map((m) => m[1]),
    );
    used.delete('style'); // the --fp-* colours: a global attribute
    const source = readFileSync(PICKER, 'utf8');
    const properties = /static override properties = \{([\s\S]*?)\n {2}\};/.exec(source)?.[1] ?? '';
    const declared = new Set<string>(['lang']); // read with getAttribute
    for (const m of properties.matchAll(/^\s*(\w+): \{([^}]*)\}/gm)) {
      if (/state: true|attribute: false/.test(m[2])) continue;
      declared.add(/attribute: '([\w-]+)'/.exec(m[2])?.[1] ?? m[1].toLowerCase());
    }
    expect([...used].filter((a) => !declared.has(a))).toEqual([]);
    expect([...used].sort()).toEqual(['api', 'cart-root', 'checkout-selector', 'lang', 'methods', 'page-size', 'preview', 'shop', 'strings', 'theme']);
  });

  it('has every setting label in English, French and German, and a name of at most 25 characters in each', () => {
    const schema = blockSchema();
    const keys = [schema.name, ...schema.settings.flatMap((s) => [s.label, s.info, s.content, ...(s.options ?? []).map((o) => o.label)])]
      .filter((k): k is string => typeof k === 'string')
      .map((k) => {
        expect(k).toMatch(/^t:/);
        return k.slice(2);
      });
    for (const file of ['en.default.schema.json', 'fr.schema.json', 'de.schema.json']) {
      const strings = JSON.parse(readFileSync(join(EXTENSION_ROOT, 'locales', file), 'utf8'));
      expect({ file, missing: keys.filter((k) => typeof lookup(strings, k) !== 'string') }).toEqual({ file, missing: [] });
      expect(String(lookup(strings, 'name')).length).toBeLessThanOrEqual(25);
    }
  });
});
