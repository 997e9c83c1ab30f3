/**
 * The generated API client of the front ends, libs/api-client (its README):
 *
 *   npm run api-client:generate   # write each app's OpenAPI document and the types generated from it
 *   npm run api-client:check      # exit 1 when the committed files differ from what the apps produce now
 *
 * Each app's document is built without a port, exactly as `npm run openapi:lint` builds it
 * (`buildDocument` of tools/scripts/openapi.ts), and written to
 * libs/api-client/openapi/<app>.json; openapi-typescript (its programmatic API) turns it
 * into libs/api-client/src/generated/<app>.ts, formatted with the workspace's Prettier
 * options. `check` writes nothing: it generates both files in memory and compares them
 * with the committed ones (libs/api-client/src/api-client.spec.ts runs it in `npm test`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildDocument, OPENAPI_APPS } from './openapi';

const ROOT = join(__dirname, '../..');
const LIB = join(ROOT, 'libs/api-client');

/** The first lines of every generated types file. */
const HEADER = `// GENERATED FILE, DO NOT EDIT: \`npm run api-client:generate\` writes it from the app's OpenAPI
// document (libs/api-client/openapi), with openapi-typescript (libs/api-client/README.md).
`;

/** One file the generator owns: where it goes and what it must contain. */
interface GeneratedFile {
  path: string;
  text: string;
}

/** The document and the types of one app. */
async function filesOf(name: string): Promise<GeneratedFile[]> {
  const document = await buildDocument(name);
  const json = `${JSON.stringify(document, null, 2)}\n`;
  // An ES module, loaded at run time (Node's require of ESM); its types describe only the default export to CommonJS.
  const { default: openapiTS, astToString } = (await import('openapi-typescript')) as unknown as {
    default: (schema: object, options: { alphabetize: boolean }) => Promise<unknown>;
    astToString: (nodes: unknown) => string;
  };
  const prettier = await import('prettier');
  const typesPath = join(LIB, 'src/generated', `${name}.ts`);
  const types = astToString(await openapiTS(JSON.parse(json), { alphabetize: false }));
  const options = (await prettier.resolveConfig(typesPath)) ?? {};
  const text = await prettier.format(`${HEADER}${types}`, { ...options, filepath: typesPath });
  return [
    { path: join(LIB, 'openapi', `${name}.json`), text: json },
    { path: typesPath, text },
  ];
}

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (command !== 'generate' && command !== 'check') {
    console.error('usage: api-client.ts generate|check');
    return 2;
  }
  const stale: string[] = [];
  for (const name of OPENAPI_APPS) {
    for (const file of await filesOf(name)) {
      const shown = relative(ROOT, file.path);
      const current = existsSync(file.path) ? readFileSync(file.path, 'utf8') : null;
      if (current === file.text) continue;
      if (command === 'check') {
        stale.push(shown);
      } else {
        mkdirSync(dirname(file.path), { recursive: true });
        writeFileSync(file.path, file.text);
        console.log(`wrote ${shown}`);
      }
    }
  }
  if (stale.length) {
    console.error(
      `The generated API client is stale (an app's OpenAPI document changed); run \`npm run api-client:generate\` and commit:\n  ${stale.join('\n  ')}`,
    );
    return 1;
  }
  if (command === 'check') console.log('libs/api-client is up to date with the apps.');
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
