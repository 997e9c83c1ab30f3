// Loaded with `node --require` by .ci/node22.sh (through NODE_OPTIONS, so child processes
// too): `require('better-sqlite3')` resolves to the copy built for this Node's ABI
// (FULFIL_BETTER_SQLITE3), not the root node_modules' build for the machine's Node.
const Module = require('node:module');

const target = process.env.FULFIL_BETTER_SQLITE3;
if (target) {
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return resolve.call(this, request === 'better-sqlite3' ? target : request, ...rest);
  };
}
