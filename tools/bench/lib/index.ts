// Shared benchmark helpers: a bare NestJS reference app and a loopback-only
// autocannon runner. See README.md in this folder.
export * from './bare-app';
export * from './load';
export * from './cpu';
