import { WebsiteConfig } from '../config';

/** Deprecation state of one API version (RFC 9745 Deprecation, RFC 8594 Sunset). */
export interface VersionPolicy {
  /** Path segment, e.g. `v1`. */
  version: string;
  /** Path prefix of the version, e.g. `/api/v1`. */
  prefix: string;
  /** Set once the version is deprecated. */
  deprecatedAt?: Date;
  /** When the version may stop responding (at least 12 months after `deprecatedAt`). */
  sunset?: Date;
  /** URL of the replacing version. */
  successor?: string;
}

/** The versions of the website API with their deprecation switches (none deprecated by default). */
export function versionPolicies(config: WebsiteConfig): VersionPolicy[] {
  const v1: VersionPolicy = { version: 'v1', prefix: '/api/v1' };
  if (config.API_V1_DEPRECATED_AT) {
    v1.deprecatedAt = new Date(config.API_V1_DEPRECATED_AT);
    v1.sunset = config.API_V1_SUNSET ? new Date(config.API_V1_SUNSET) : undefined;
    v1.successor = config.API_V1_SUCCESSOR;
  }
  return [v1];
}

/**
 * Response headers of a version: `API-Version`, and while it is deprecated
 * `Deprecation: @<epoch seconds>` (RFC 9745 structured date), `Sunset: <HTTP-date>`
 * (RFC 8594) and `Link: <successor>; rel="successor-version"`.
 */
export function versionHeaders(policy: VersionPolicy): Record<string, string> {
  const headers: Record<string, string> = { 'API-Version': policy.version };
  if (policy.deprecatedAt) {
    headers['Deprecation'] = `@${Math.floor(policy.deprecatedAt.getTime() / 1000)}`;
    if (policy.sunset) headers['Sunset'] = policy.sunset.toUTCString();
    if (policy.successor) headers['Link'] = `<${policy.successor}>; rel="successor-version"`;
  }
  return headers;
}
