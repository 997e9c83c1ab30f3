import { Helpdesk } from './helpdesk';
import { HubSpotConfig } from './hubspot/hubspot-config';
import { HubSpotHelpdesk } from './hubspot/hubspot-helpdesk';
import { LocalHelpdesk } from './local/local-helpdesk';
import { LocalHelpdeskStore } from './local/local-helpdesk-store';

/** Options of {@link createHelpdesk}. */
export interface CreateHelpdeskOptions {
  /** HubSpot settings; HubSpot is used when `accessToken` is non-blank. */
  hubspot?: Partial<HubSpotConfig>;
  /** Storage of the local helpdesk, used when no HubSpot token is configured. */
  localStore: LocalHelpdeskStore;
}

/**
 * Picks the helpdesk from configuration: {@link HubSpotHelpdesk} when a HubSpot
 * access token is configured (then pipeline, stage and subscription id are
 * required: throws `Error` otherwise), else {@link LocalHelpdesk}. The app logs
 * `helpdesk.kind` at startup.
 */
export function createHelpdesk(options: CreateHelpdeskOptions): Helpdesk {
  if (options.hubspot?.accessToken?.trim()) {
    return new HubSpotHelpdesk(options.hubspot as HubSpotConfig);
  }
  return new LocalHelpdesk(options.localStore);
}
