export { KEY_RING_PATTERN, SecretBox, secretBoxFor } from './secret-box';
export { PlatformCredentialsRepository, type PlatformCredentialsStatus } from './platform-credentials.repository';
