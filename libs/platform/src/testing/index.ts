export * from './create-test-app';
export * from './platform-contract';
export * from './raw-http';
export * from './fuzz';
export * from './tcp-proxy';
export * from './openapi-contract';
export * from './fake-http-server';
