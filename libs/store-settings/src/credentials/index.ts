export * from './secret-box';
export * from './platform-credentials.repository';
