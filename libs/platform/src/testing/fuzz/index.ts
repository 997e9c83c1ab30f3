export * from './openapi-walk';
export * from './fuzz-requests';
export * from './fuzz-runner';
export * from './fuzz-suite';
export { percentEncode } from './hostile-inputs';
