/**
 * The picker's words in English, French and German, chosen by the page's `<html lang>`
 * (docs/storefront-picker.md, "Language"); a merchant overrides any of them with the
 * `strings` attribute (JSON) or property. `{n}`-style placeholders are filled by {@link fill}.
 */

/** Every string the picker shows. */
export interface PickerStrings {
  title: string;
  methods: string;
  pickup: string;
  delivery: string;
  shipping: string;
  methodUnavailable: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  useMyLocation: string;
  locating: string;
  geolocationFailed: string;
  locations: string;
  noLocations: string;
  more: string;
  /** The "Change" button next to the chosen location's summary; `changeLocation` is its accessible name. */
  change: string;
  changeLocation: string;
  distance: string;
  closedToday: string;
  todayHours: string;
  postalCodeLabel: string;
  checkDelivery: string;
  deliversFrom: string;
  /** Why no location delivers there, by the NO_LOCATIONS_FOUND answer's `reason` (docs/compatibility.md, "Answers"). */
  noDeliveryOutOfArea: string;
  noDeliveryUnknownAddress: string;
  noDeliveryCart: string;
  noDeliveryAtAll: string;
  date: string;
  previousMonth: string;
  nextMonth: string;
  noDates: string;
  times: string;
  timesIn: string;
  noTimes: string;
  placesLeft: string;
  full: string;
  loading: string;
  holding: string;
  /** `{time}`: the hold's end, a wall time of the location; `{zone}`: its zone's short name ("CST"). */
  heldUntil: string;
  holdLost: string;
  chooseMethod: string;
  chooseLocation: string;
  chooseDate: string;
  chooseTime: string;
  checkDeliveryFirst: string;
  ready: string;
  retry: string;
  networkError: string;
}

const en: PickerStrings = {
  title: 'How would you like to get your order?',
  methods: 'Fulfilment method',
  pickup: 'Pickup',
  delivery: 'Delivery',
  shipping: 'Shipping',
  methodUnavailable: 'Not available for this cart',
  searchLabel: 'Postal code or town',
  searchPlaceholder: 'e.g. 10001',
  search: 'Find locations',
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
  geolocationFailed: 'Your location is not available. Type a postal code instead.',
  locations: 'Pickup locations',
  noLocations: 'No pickup location can prepare this cart.',
  more: 'More locations',
  change: 'Change',
  changeLocation: 'Change pickup location',
  distance: '{distance} away',
  closedToday: 'Closed today',
  todayHours: 'Today {opens}–{closes}',
  postalCodeLabel: 'Delivery postal code',
  checkDelivery: 'Check delivery',
  deliversFrom: 'Delivered by {name}',
  noDeliveryOutOfArea: 'We do not deliver to this postal code yet.',
  noDeliveryUnknownAddress: 'We could not find this postal code. Check it and try again.',
  noDeliveryCart: 'We deliver there, but not every item in your cart.',
  noDeliveryAtAll: 'This shop does not deliver.',
  date: 'Date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  noDates: 'No date is available.',
  times: 'Time',
  timesIn: 'Times in {zone}',
  noTimes: 'No time is left on this date.',
  placesLeft: '{n} left',
  full: 'Full',
  loading: 'Loading…',
  holding: 'Holding your time…',
  heldUntil: 'Held for you until {time} {zone}',
  holdLost: 'Your time is no longer available. Please choose another.',
  chooseMethod: 'Choose pickup, delivery or shipping to check out.',
  chooseLocation: 'Choose a location to check out.',
  chooseDate: 'Choose a date to check out.',
  chooseTime: 'Choose a time to check out.',
  checkDeliveryFirst: 'Enter your postal code to check out.',
  ready: '{method}: {date}',
  retry: 'Try again',
  networkError: 'The connection failed. Check your network and try again.',
};

const fr: PickerStrings = {
  title: 'Comment souhaitez-vous recevoir votre commande ?',
  methods: 'Mode de retrait',
  pickup: 'Retrait',
  delivery: 'Livraison',
  shipping: 'Expédition',
  methodUnavailable: 'Indisponible pour ce panier',
  searchLabel: 'Code postal ou ville',
  searchPlaceholder: 'p. ex. 75001',
  search: 'Trouver un point de retrait',
  useMyLocation: 'Utiliser ma position',
  locating: 'Recherche de votre position…',
  geolocationFailed: 'Votre position est indisponible. Saisissez un code postal.',
  locations: 'Points de retrait',
  noLocations: 'Aucun point de retrait ne peut préparer ce panier.',
  more: 'Plus de points de retrait',
  change: 'Modifier',
  changeLocation: 'Modifier le point de retrait',
  distance: 'à {distance}',
  closedToday: "Fermé aujourd'hui",
  todayHours: "Aujourd'hui {opens}–{closes}",
  postalCodeLabel: 'Code postal de livraison',
  checkDelivery: 'Vérifier la livraison',
  deliversFrom: 'Livré par {name}',
  noDeliveryOutOfArea: 'Nous ne livrons pas encore ce code postal.',
  noDeliveryUnknownAddress: 'Ce code postal est introuvable. Vérifiez-le et réessayez.',
  noDeliveryCart: 'Nous livrons à cette adresse, mais pas tous les articles de votre panier.',
  noDeliveryAtAll: 'Cette boutique ne livre pas.',
  date: 'Date',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  noDates: "Aucune date n'est disponible.",
  times: 'Heure',
  timesIn: 'Heures ({zone})',
  noTimes: 'Plus aucun créneau à cette date.',
  placesLeft: '{n} places',
  full: 'Complet',
  loading: 'Chargement…',
  holding: 'Réservation de votre créneau…',
  heldUntil: "Réservé pour vous jusqu'à {time} {zone}",
  holdLost: "Votre créneau n'est plus disponible. Choisissez-en un autre.",
  chooseMethod: 'Choisissez retrait, livraison ou expédition pour commander.',
  chooseLocation: 'Choisissez un point de retrait pour commander.',
  chooseDate: 'Choisissez une date pour commander.',
  chooseTime: 'Choisissez un créneau pour commander.',
  checkDeliveryFirst: 'Saisissez votre code postal pour commander.',
  ready: '{method} : {date}',
  retry: 'Réessayer',
  networkError: 'La connexion a échoué. Vérifiez votre réseau et réessayez.',
};

const de: PickerStrings = {
  title: 'Wie möchten Sie Ihre Bestellung erhalten?',
  methods: 'Versandart',
  pickup: 'Abholung',
  delivery: 'Lieferung',
  shipping: 'Versand',
  methodUnavailable: 'Für diesen Warenkorb nicht verfügbar',
  searchLabel: 'Postleitzahl oder Ort',
  searchPlaceholder: 'z. B. 10115',
  search: 'Abholorte finden',
  useMyLocation: 'Meinen Standort verwenden',
  locating: 'Standort wird ermittelt…',
  geolocationFailed: 'Ihr Standort ist nicht verfügbar. Geben Sie eine Postleitzahl ein.',
  locations: 'Abholorte',
  noLocations: 'Kein Abholort kann diesen Warenkorb vorbereiten.',
  more: 'Weitere Abholorte',
  change: 'Ändern',
  changeLocation: 'Abholort ändern',
  distance: '{distance} entfernt',
  closedToday: 'Heute geschlossen',
  todayHours: 'Heute {opens}–{closes}',
  postalCodeLabel: 'Postleitzahl für die Lieferung',
  checkDelivery: 'Lieferung prüfen',
  deliversFrom: 'Geliefert von {name}',
  noDeliveryOutOfArea: 'An diese Postleitzahl liefern wir noch nicht.',
  noDeliveryUnknownAddress: 'Diese Postleitzahl kennen wir nicht. Bitte prüfen Sie sie.',
  noDeliveryCart: 'Wir liefern dorthin, aber nicht alle Artikel Ihres Warenkorbs.',
  noDeliveryAtAll: 'Dieser Shop liefert nicht.',
  date: 'Datum',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  noDates: 'Kein Datum verfügbar.',
  times: 'Uhrzeit',
  timesIn: 'Uhrzeiten ({zone})',
  noTimes: 'An diesem Tag ist keine Zeit mehr frei.',
  placesLeft: 'noch {n}',
  full: 'Ausgebucht',
  loading: 'Wird geladen…',
  holding: 'Ihre Zeit wird reserviert…',
  heldUntil: 'Für Sie reserviert bis {time} {zone}',
  holdLost: 'Ihre Zeit ist nicht mehr verfügbar. Bitte wählen Sie eine andere.',
  chooseMethod: 'Wählen Sie Abholung, Lieferung oder Versand, um zur Kasse zu gehen.',
  chooseLocation: 'Wählen Sie einen Abholort, um zur Kasse zu gehen.',
  chooseDate: 'Wählen Sie ein Datum, um zur Kasse zu gehen.',
  chooseTime: 'Wählen Sie eine Uhrzeit, um zur Kasse zu gehen.',
  checkDeliveryFirst: 'Geben Sie Ihre Postleitzahl ein, um zur Kasse zu gehen.',
  ready: '{method}: {date}',
  retry: 'Erneut versuchen',
  networkError: 'Die Verbindung ist fehlgeschlagen. Prüfen Sie Ihr Netzwerk und versuchen Sie es erneut.',
};

/** The built-in languages, keyed by primary language subtag. */
export const STRINGS: Readonly<Record<'en' | 'fr' | 'de', PickerStrings>> = { en, fr, de };

/**
 * The strings for a BCP 47 language tag (`fr-CA` -> French; unknown -> English) with the
 * merchant's overrides on top (unknown keys and non-string values are ignored).
 */
export function pickStrings(lang: string | null | undefined, overrides?: Partial<Record<string, unknown>> | null): PickerStrings {
  const primary = (lang ?? '').toLowerCase().split(/[-_]/)[0];
  const base = primary === 'fr' || primary === 'de' ? STRINGS[primary] : STRINGS.en;
  const out = { ...base };
  for (const [k, v] of Object.entries(overrides ?? {})) if (k in base && typeof v === 'string') (out as Record<string, string>)[k] = v;
  return out;
}

/** Replaces each `{name}` of `template` with `values.name`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/**
 * The shopper's words for a NO_LOCATIONS_FOUND answer, by its `reason`
 * (`out_of_area`, `unresolved_query`, `cart_not_fulfillable`, `no_delivery_locations`;
 * docs/compatibility.md, "Answers"); null for another reason or none, so the caller shows
 * the server's message.
 */
export function noDeliveryMessage(strings: PickerStrings, reason: string | undefined): string | null {
  switch (reason) {
    case 'out_of_area':
      return strings.noDeliveryOutOfArea;
    case 'unresolved_query':
      return strings.noDeliveryUnknownAddress;
    case 'cart_not_fulfillable':
      return strings.noDeliveryCart;
    case 'no_delivery_locations':
      return strings.noDeliveryAtAll;
    default:
      return null;
  }
}
