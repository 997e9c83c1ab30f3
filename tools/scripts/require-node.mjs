#!/usr/bin/env node
// Runs before `npm start` and `npm test` (prestart, pretest): on a Node older than
// package.json's `engines` it says what to run instead and exits 1, before anything loads
// better-sqlite3 13 or TypeORM, which would crash or fail obscurely on it. Plain syntax:
// it must run on every Node. docs/operations.md, "Runtime".
import { readFileSync } from 'node:fs';

const engines = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).engines.node;
const minimum = /(\d+)\.(\d+)/.exec(engines);
const [major, minor] = process.versions.node.split('.').map(Number);
const [needMajor, needMinor] = [Number(minimum[1]), Number(minimum[2])];
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    [
      `This project needs Node ${engines} (Node 24 LTS recommended, .nvmrc); this is Node ${process.versions.node}.`,
      'Node 20 reached its end of life in April 2026 and is not supported.',
      'Either install Node 24 (nvm install, or your package manager), or put it first on PATH for this shell:',
      '',
      '  source .ci/use-node.sh && npm ci && npm ' + (process.env.npm_lifecycle_event ?? 'start').replace(/^pre/, ''),
      '',
    ].join('\n'),
  );
  process.exit(1);
}
