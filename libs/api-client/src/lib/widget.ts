/**
 * Named shapes of widget-api's document (libs/api-client/openapi/widget-api.json) that the
 * ordering widget reads. Aliases of the generated types, never restated. Money is integer
 * minor units of the shop's currency; dates `YYYY-MM-DD` and times `HH:MM` are local to the
 * restaurant.
 */
import type { components } from '../generated/widget-api';

type Schemas = components['schemas'];

/** A weekday key, `monday` to `sunday`. */
export type WidgetWeekday = Schemas['MenuAvailability']['days'][number];
/** `pickup` or `delivery` (the widget's methods). */
export type WidgetMethod = Schemas['Slots']['method'];
/** `GET /settings`. */
export type WidgetSettings = Schemas['WidgetSettings'];
/** The `settings` block of {@link WidgetSettings} (null for a shop without widget settings). */
export type WidgetSettingsBlock = Schemas['WidgetSettingsBlock'];
/** A translation of WidgetSettings: its key and its text per language. */
export type WidgetTranslation = Schemas['Translation'];
/** `POST /search`. */
export type WidgetSearchResult = Schemas['SearchResult'];
/** A restaurant found by `POST /search`. */
export type WidgetSearchHit = Schemas['SearchHit'];
/** `GET /restaurant/{restaurant}/menu/{menu}`. */
export type WidgetMenu = Schemas['Menu'];
/** A menu item. */
export type WidgetMenuItem = Schemas['MenuItem'];
/** An option group with its rules. */
export type WidgetOptionGroup = Schemas['OptionGroup'];
/** When a menu is served: weekdays and a local window. */
export type WidgetMenuAvailability = Schemas['MenuAvailability'];
/** `GET /restaurant/{restaurant}/slots`. */
export type WidgetSlots = Schemas['Slots'];
/** `GET /restaurant/{restaurant}/calendar`. */
export type WidgetCalendar = Schemas['Calendar'];
/** A checkout (`POST /checkouts`, `GET /checkouts/{id}`). */
export type WidgetCheckout = Schemas['Checkout'];
