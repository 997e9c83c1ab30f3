import { readFileSync } from 'node:fs';
import { getMetadataStorage } from 'class-validator';

/**
 * Secrets read from files (`<NAME>_FILE`), the convention of Docker and Compose secrets
 * and of Kubernetes Secret volumes (docs/operations.md, "Secrets from files"):
 *
 * - a variable marked {@link SecretEnv} is read from the file `<NAME>_FILE` names when
 *   that is set (and not empty), instead of from `<NAME>`;
 * - both set (and not empty): refused, naming both (which one wins is never guessed);
 * - the file missing or unreadable: refused, naming `<NAME>_FILE`, its path and the
 *   reason (`ENOENT`, `EACCES`, ...), never the content;
 * - trailing line breaks (LF or CRLF) are removed, nothing else; an empty file is the
 *   variable set empty, i.e. unset (as `NAME=` is);
 * - `<NAME>_FILE` of a variable that is not a secret is refused (it would be ignored).
 *
 * The messages never carry a value read from a file or from a secret variable.
 */

/** Secret variables declared on each config class's prototype (own declarations only). */
const declared = new WeakMap<object, string[]>();

/**
 * Marks a config variable as a secret: it may also be given in a file named by
 * `<NAME>_FILE` (see this module's header). `@SecretEnv() @IsOptional() @IsString() RECAPTCHA_SECRET?: string;`
 */
export function SecretEnv(): PropertyDecorator {
  return (target, property) => {
    declared.set(target, [...(declared.get(target) ?? []), String(property)]);
  };
}

/** The secret variables of a config class, its ancestors' included, sorted. */
export function secretEnvNames(cls: abstract new () => object): string[] {
  const names = new Set<string>();
  for (let proto: object | null = cls.prototype as object; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of declared.get(proto) ?? []) names.add(name);
  }
  return [...names].sort();
}

/** Every variable a config class validates (its ancestors' included). */
function configVariables(cls: abstract new () => object): Set<string> {
  return new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(cls, '', false, false)
      .map((m) => m.propertyName),
  );
}

type Env = Record<string, string | undefined>;

/** What {@link resolveSecretFiles} made of an environment. */
export interface ResolvedSecrets {
  /** The environment with each secret read from its file (the `_FILE` variables kept). */
  env: Env;
  /** One message per refused variable (empty when all is well). */
  problems: string[];
  /** `<NAME>` -> the `<NAME>_FILE` path it was read from. */
  fromFiles: Map<string, string>;
}

const set = (value: string | undefined): value is string => value !== undefined && value !== '';

/** The reason a file could not be read, without anything it holds. */
function unreadable(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  const reasons: Record<string, string> = {
    ENOENT: 'no such file',
    EACCES: 'permission denied',
    EISDIR: 'is a directory',
    ENOTDIR: 'a parent is not a directory',
  };
  return code ? `${reasons[code] ?? 'cannot be read'} (${code})` : 'cannot be read';
}

/**
 * Reads each secret of `names` from the file its `<NAME>_FILE` names (see this module's
 * header for the rules). Pure apart from reading those files; `env` is not modified.
 *
 * @param known every variable of the config class: a `<NAME>_FILE` for one of them that is
 *   not a secret is refused; omitted, no such check
 * @param readFile how a file is read (tests replace it)
 */
export function resolveSecretFiles(
  env: Env,
  names: readonly string[],
  known?: ReadonlySet<string>,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): ResolvedSecrets {
  const resolved: Env = { ...env };
  const problems: string[] = [];
  const fromFiles = new Map<string, string>();
  for (const name of names) {
    const fileVar = `${name}_FILE`;
    const path = env[fileVar];
    if (!set(path)) continue;
    if (set(env[name])) {
      problems.push(`${name}: both ${name} and ${fileVar} are set; set only one (${fileVar} names a file holding the value)`);
      continue;
    }
    let text: string;
    try {
      text = readFile(path);
    } catch (err) {
      problems.push(`${fileVar}: ${path}: ${unreadable(err)}; it must name a readable file holding ${name}`);
      continue;
    }
    resolved[name] = text.replace(/(\r?\n)+$/, '');
    fromFiles.set(name, path);
  }
  if (known) {
    const secrets = new Set(names);
    for (const name of [...known].sort()) {
      if (!secrets.has(name) && set(env[`${name}_FILE`])) {
        problems.push(
          `${name}_FILE: ${name} is not a secret and is not read from a file; set ${name} itself (secrets read from files: ${names.map((n) => `${n}_FILE`).join(', ') || 'none'})`,
        );
      }
    }
  }
  return { env: resolved, problems, fromFiles };
}

/**
 * {@link resolveSecretFiles} for a config class: its {@link SecretEnv} variables, and a
 * refusal of `<NAME>_FILE` for its other variables.
 */
export function resolveConfigSecretFiles(cls: abstract new () => object, env: Env, readFile?: (path: string) => string): ResolvedSecrets {
  return resolveSecretFiles(env, secretEnvNames(cls), configVariables(cls), readFile);
}
