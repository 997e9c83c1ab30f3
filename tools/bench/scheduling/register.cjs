// Minimal require hook for the scheduling benchmark: transpiles TypeScript on the fly with
// the installed `typescript` (transpileModule, no type check) and resolves the @fulfil/*
// path aliases of tsconfig.base.json. No extra packages needed.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const ts = require('typescript');

const root = path.resolve(__dirname, '../../..');
const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
const aliases = Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, path.join(root, target)]);

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  const hit = aliases.find(([alias]) => alias === request);
  return originalResolve.call(this, hit ? hit[1] : request, ...rest);
};

require.extensions['.ts'] = function compile(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: filename,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, importHelpers: false, sourceMap: false },
  });
  module._compile(outputText, filename);
};
