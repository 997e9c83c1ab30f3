export { KEY_RING_PATTERN, SecretBox, secretBoxFor } from './secret-box';
export { PlatformCredentialsRepository, type PlatformCredentialsStatus } from './platform-credentials.repository';
export { PlatformInstallStateRepository, type InstallStateRefusal, type PlatformInstallState } from './platform-install-states.repository';
