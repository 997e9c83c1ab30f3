export * from './create-test-app';
export * from './platform-contract';
export * from './tcp-proxy';
