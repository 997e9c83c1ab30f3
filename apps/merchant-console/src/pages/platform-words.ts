/**
 * The Shopify store page's data in the merchant's words (English, French, German:
 * {@link platformMessages}, see src/i18n.tsx): counts, webhook topics, addresses, the store
 * address the install link needs. No rule of the API is restated here beyond the
 * shape of a Shopify store address, which the install page needs before any API call.
 */
import type { AdminPlatformLocation as PlatformLocation, AdminPlatformSyncState as PlatformSyncState } from '@fulfil/api-client';
import { defineMessages, fill, type Locale, type MessageValues } from '../i18n';

/** The words of the Shopify store page (platform*.tsx and this module), in the console's three languages. */
export const platformMessages = defineMessages({
  en: {
    connection: 'Connection',
    connectedTo: 'Connected to {domain}.',
    yourStore: 'your Shopify store',
    sellsIn: 'Your Shopify store sells in {shop}.',
    sellsInWidget: "Your Shopify store sells in {shop}; the ordering widget's prices are in {widget}.",
    progressUnread: "Could not read the sync's progress",
    connectTitle: 'Connect your Shopify store',
    notConnected: 'Your Shopify store is not connected yet. Once it is:',
    benefitCopy: 'your products, stock and store locations are copied from Shopify, and kept up to date;',
    benefitPickup: 'shoppers are offered only the pickup places that have what is in their cart;',
    benefitOrders: 'orders placed through the ordering widget arrive in your Shopify admin.',
    notSetUpTitle: 'Connecting is not set up on this server yet',
    notSetUp:
      "Whoever runs this service has to set up its Shopify app before stores can connect here. Please ask them. If your store uses its own custom app, they can instead save that app's access token for your store.",
    storeAddress: 'Your Shopify store address',
    storeAddressHint: 'Shown in your Shopify admin under Settings › Domains, e.g. my-bakery.myshopify.com',
    install: 'Install',
    afterInstall: 'Shopify asks you to approve the app; a page then confirms the connection, with a link back to this console.',
    domainEmpty: 'Enter your Shopify store address.',
    domainNotShopify: 'Enter the address Shopify gave your store, ending in .myshopify.com (e.g. my-bakery.myshopify.com), not your own web address.',
    domainChars: 'The part before .myshopify.com may hold only letters, digits and hyphens, and must not start with a hyphen.',
    inactive: 'inactive in Shopify',
    ourLocationFor: 'Our location for {name}',
    createFrom: 'Create from this location',
    createFromNamed: 'Create from this location: {name}',
    mappingTitle: 'Shopify locations',
    mappingIntro:
      'Map each Shopify location where shoppers can collect orders to one of your locations: its stock in Shopify then decides what can be picked up there. Stock at a location that is not mapped is ignored.',
    createdTitle: 'Location created',
    createdBody:
      '{link} was created from the Shopify location {platform} and mapped to it. Shoppers do not see it yet: open it to set its opening hours and pickup times, then turn pickup on.',
    notSaved: 'Not saved',
    fixMarked: 'Fix the locations marked below, then save again.',
    saved: 'Saved. Stock at newly mapped locations counts from the next sync.',
    colShopify: 'Shopify location',
    colAddress: 'Address',
    colOurs: 'Our location',
    colActions: 'Actions',
    unsaved: 'Your location mapping has unsaved changes.',
    notCreated: 'Not created',
    notMapped: 'Not mapped',
    noPlatformLocations: 'No Shopify locations yet: they appear here after the first sync (Sync now, above).',
    currencyTitle: 'Prices are in a different currency from your Shopify store',
    currencyBody:
      "Your Shopify store sells in {shop}, but the ordering widget's prices are in {widget}. Until they are the same, orders from the widget are refused rather than sent to Shopify at a wrong price.",
    currencyFix:
      "To fix it, set the currency of the widget's settings to {shop} (in your store file, see Store file), or change your Shopify store's currency to {widget}.",
    syncFailedTitle: 'The last sync with Shopify failed',
    noReason: 'No reason was given.',
    syncFailedBody:
      'Your products and stock are as they were after the last sync that worked. Try Sync now again; if it keeps failing, contact whoever runs this service.',
    webhooksTitle: 'Order and stock updates may not reach us',
    webhooksMissing: 'Shopify has not yet agreed to tell us about {topics}.',
    webhooksRefused: 'Shopify refused part of our request to be told about changes.',
    webhooksRetry: 'We retry every few hours; nothing is needed from you unless this stays.',
    shopifyAnswered: 'What Shopify answered',
    keptAsideTitleOne: 'Stock at 1 Shopify location is ignored',
    keptAsideTitle: 'Stock at {count} Shopify locations is ignored',
    keptAsideOne: '{names} is not mapped to one of your locations, so its stock was set aside. Map it below (or create a location from it), then sync again.',
    keptAsideMany:
      '{names} are not mapped to one of your locations, so their stock was set aside. Map them below (or create locations from them), then sync again.',
    shopifyLocationId: 'Shopify location {id}',
    productsAndStock: 'Products and stock',
    syncNow: 'Sync now',
    syncing: 'Syncing with Shopify (started {when}). This can take a few minutes for a large store; this page updates by itself.',
    neverSynced: 'Not synced yet. Sync now copies your products, stock and store locations from Shopify.',
    lastFailed: 'Last sync failed {when}.',
    lastSynced: 'Last synced {when}.',
    itHadRead: 'It had read {counts}.',
    itBrought: 'It brought {counts}.',
    stockFigures: 'Stock figures from Shopify: {stock}',
    realtime: 'Changes in Shopify also reach us as they happen; a sync catches up with anything missed.',
    syncNotStarted: 'The sync did not start',
    unknownTime: 'at an unknown time',
    productOne: '{n} product',
    productMany: '{n} products',
    variantOne: '{n} product variant',
    variantMany: '{n} product variants',
    platformLocationOne: '{n} Shopify location',
    platformLocationMany: '{n} Shopify locations',
    stockUsed: '{n} used at your locations',
    stockKeptAside: '{n} set aside because their Shopify location is not mapped',
    stockSkipped: '{n} skipped',
    and: 'and',
    andMore: 'and {n} more',
    topic_ORDERS_CREATE: 'new orders',
    topic_ORDERS_UPDATED: 'order changes',
    topic_ORDERS_CANCELLED: 'cancelled orders',
    topic_ORDERS_DELETE: 'deleted orders',
    topic_INVENTORY_LEVELS_UPDATE: 'stock changes',
    topic_LOCATIONS_CREATE: 'new locations',
    topic_LOCATIONS_UPDATE: 'location changes',
    topic_LOCATIONS_DELETE: 'deleted locations',
    topic_PRODUCTS_UPDATE: 'product changes',
    topic_PRODUCTS_DELETE: 'deleted products',
    topic_APP_UNINSTALLED: 'the app being removed',
    thisLocation: 'This location',
    linkTaken: '{name} is already chosen for another Shopify location. Each of your locations can stand for one Shopify location only.',
    linkGone: 'This location no longer exists in your shop. Choose another one.',
    createIncomplete:
      '{name} has too little address in Shopify to place it on a map. Complete its address in Shopify and sync again, or create the location yourself on the Locations page.',
    createLinked: '{name} is already mapped to one of your locations; the list now shows which.',
    createGone: '{name} is no longer among your Shopify locations. Sync again to see the current list.',
  },
  fr: {
    connection: 'Connexion',
    connectedTo: 'Connecté à {domain}.',
    yourStore: 'votre boutique Shopify',
    sellsIn: 'Votre boutique Shopify vend en {shop}.',
    sellsInWidget: 'Votre boutique Shopify vend en {shop} ; les prix du widget de commande sont en {widget}.',
    progressUnread: 'Impossible de lire l’avancement de la synchronisation',
    connectTitle: 'Connectez votre boutique Shopify',
    notConnected: 'Votre boutique Shopify n’est pas encore connectée. Une fois connectée :',
    benefitCopy: 'vos produits, vos stocks et les emplacements de votre boutique sont copiés depuis Shopify et tenus à jour ;',
    benefitPickup: 'seuls les points de retrait qui ont le contenu de leur panier sont proposés aux clients ;',
    benefitOrders: 'les commandes passées via le widget de commande arrivent dans votre interface Shopify.',
    notSetUpTitle: 'La connexion n’est pas encore configurée sur ce serveur',
    notSetUp:
      'La personne qui gère ce service doit d’abord configurer son application Shopify pour que les boutiques puissent s’y connecter. Demandez-le-lui. Si votre boutique utilise sa propre application personnalisée, elle peut à la place enregistrer le jeton d’accès de cette application pour votre boutique.',
    storeAddress: 'Adresse de votre boutique Shopify',
    storeAddressHint: 'Visible dans votre interface Shopify sous Paramètres › Domaines, par ex. ma-boulangerie.myshopify.com',
    install: 'Installer',
    afterInstall: 'Shopify vous demande d’approuver l’application ; une page confirme ensuite la connexion, avec un lien de retour vers cette console.',
    domainEmpty: 'Saisissez l’adresse de votre boutique Shopify.',
    domainNotShopify:
      'Saisissez l’adresse que Shopify a donnée à votre boutique, qui se termine par .myshopify.com (par ex. ma-boulangerie.myshopify.com), et non votre propre adresse web.',
    domainChars:
      'La partie avant .myshopify.com ne peut contenir que des lettres, des chiffres et des traits d’union, et ne doit pas commencer par un trait d’union.',
    inactive: 'inactif dans Shopify',
    ourLocationFor: 'Notre emplacement pour {name}',
    createFrom: 'Créer à partir de cet emplacement',
    createFromNamed: 'Créer à partir de cet emplacement : {name}',
    mappingTitle: 'Emplacements Shopify',
    mappingIntro:
      'Associez chaque emplacement Shopify où les clients peuvent retirer leurs commandes à l’un de vos emplacements : son stock dans Shopify détermine alors ce qui peut y être retiré. Le stock d’un emplacement non associé est ignoré.',
    createdTitle: 'Emplacement créé',
    createdBody:
      '{link} a été créé à partir de l’emplacement Shopify {platform} et lui a été associé. Les clients ne le voient pas encore : ouvrez-le pour définir ses horaires d’ouverture et ses heures de retrait, puis activez le retrait.',
    notSaved: 'Non enregistré',
    fixMarked: 'Corrigez les emplacements signalés ci-dessous, puis enregistrez à nouveau.',
    saved: 'Enregistré. Le stock des emplacements nouvellement associés compte à partir de la prochaine synchronisation.',
    colShopify: 'Emplacement Shopify',
    colAddress: 'Adresse',
    colOurs: 'Notre emplacement',
    colActions: 'Actions',
    unsaved: 'L’association de vos emplacements a des modifications non enregistrées.',
    notCreated: 'Non créé',
    notMapped: 'Non associé',
    noPlatformLocations: 'Pas encore d’emplacements Shopify : ils apparaissent ici après la première synchronisation (Synchroniser maintenant, ci-dessus).',
    currencyTitle: 'Les prix sont dans une autre devise que celle de votre boutique Shopify',
    currencyBody:
      'Votre boutique Shopify vend en {shop}, mais les prix du widget de commande sont en {widget}. Tant qu’elles diffèrent, les commandes du widget sont refusées plutôt qu’envoyées à Shopify à un prix erroné.',
    currencyFix:
      'Pour corriger cela, réglez la devise des paramètres du widget sur {shop} (dans votre fichier de boutique, voir Fichier de la boutique), ou changez la devise de votre boutique Shopify en {widget}.',
    syncFailedTitle: 'La dernière synchronisation avec Shopify a échoué',
    noReason: 'Aucune raison n’a été donnée.',
    syncFailedBody:
      'Vos produits et vos stocks sont tels qu’après la dernière synchronisation réussie. Réessayez Synchroniser maintenant ; si l’échec persiste, contactez la personne qui gère ce service.',
    webhooksTitle: 'Les mises à jour des commandes et des stocks risquent de ne pas nous parvenir',
    webhooksMissing: 'Shopify n’a pas encore accepté de nous informer des {topics}.',
    webhooksRefused: 'Shopify a refusé une partie de notre demande d’être informés des changements.',
    webhooksRetry: 'Nous réessayons toutes les quelques heures ; vous n’avez rien à faire, sauf si cela persiste.',
    shopifyAnswered: 'Réponse de Shopify',
    keptAsideTitleOne: 'Le stock de 1 emplacement Shopify est ignoré',
    keptAsideTitle: 'Le stock de {count} emplacements Shopify est ignoré',
    keptAsideOne:
      '{names} n’est associé à aucun de vos emplacements, son stock a donc été mis de côté. Associez-le ci-dessous (ou créez un emplacement à partir de lui), puis synchronisez à nouveau.',
    keptAsideMany:
      '{names} ne sont associés à aucun de vos emplacements, leur stock a donc été mis de côté. Associez-les ci-dessous (ou créez des emplacements à partir d’eux), puis synchronisez à nouveau.',
    shopifyLocationId: 'Emplacement Shopify {id}',
    productsAndStock: 'Produits et stocks',
    syncNow: 'Synchroniser maintenant',
    syncing:
      'Synchronisation avec Shopify en cours (lancée le {when}). Cela peut prendre quelques minutes pour une grande boutique ; cette page se met à jour d’elle-même.',
    neverSynced: 'Pas encore synchronisé. Synchroniser maintenant copie vos produits, vos stocks et les emplacements de votre boutique depuis Shopify.',
    lastFailed: 'La dernière synchronisation a échoué le {when}.',
    lastSynced: 'Dernière synchronisation le {when}.',
    itHadRead: 'Elle avait lu {counts}.',
    itBrought: 'Elle a récupéré {counts}.',
    stockFigures: 'Chiffres de stock de Shopify : {stock}',
    realtime: 'Les changements dans Shopify nous parviennent aussi au fil de l’eau ; une synchronisation rattrape ce qui aurait été manqué.',
    syncNotStarted: 'La synchronisation n’a pas démarré',
    unknownTime: 'à une date inconnue',
    productOne: '{n} produit',
    productMany: '{n} produits',
    variantOne: '{n} variante de produit',
    variantMany: '{n} variantes de produit',
    platformLocationOne: '{n} emplacement Shopify',
    platformLocationMany: '{n} emplacements Shopify',
    stockUsed: '{n} utilisés dans vos emplacements',
    stockKeptAside: '{n} mis de côté car leur emplacement Shopify n’est pas associé',
    stockSkipped: '{n} ignorés',
    and: 'et',
    andMore: 'et {n} autres',
    topic_ORDERS_CREATE: 'nouvelles commandes',
    topic_ORDERS_UPDATED: 'modifications de commandes',
    topic_ORDERS_CANCELLED: 'commandes annulées',
    topic_ORDERS_DELETE: 'commandes supprimées',
    topic_INVENTORY_LEVELS_UPDATE: 'changements de stock',
    topic_LOCATIONS_CREATE: 'nouveaux emplacements',
    topic_LOCATIONS_UPDATE: 'modifications d’emplacements',
    topic_LOCATIONS_DELETE: 'emplacements supprimés',
    topic_PRODUCTS_UPDATE: 'modifications de produits',
    topic_PRODUCTS_DELETE: 'produits supprimés',
    topic_APP_UNINSTALLED: 'suppressions de l’application',
    thisLocation: 'Cet emplacement',
    linkTaken: '{name} est déjà choisi pour un autre emplacement Shopify. Chacun de vos emplacements ne peut correspondre qu’à un seul emplacement Shopify.',
    linkGone: 'Cet emplacement n’existe plus dans votre boutique. Choisissez-en un autre.',
    createIncomplete:
      'L’adresse de {name} dans Shopify est trop incomplète pour le placer sur une carte. Complétez son adresse dans Shopify et synchronisez à nouveau, ou créez vous-même l’emplacement sur la page Emplacements.',
    createLinked: '{name} est déjà associé à l’un de vos emplacements ; la liste indique maintenant lequel.',
    createGone: '{name} ne fait plus partie de vos emplacements Shopify. Synchronisez à nouveau pour voir la liste actuelle.',
  },
  de: {
    connection: 'Verbindung',
    connectedTo: 'Verbunden mit {domain}.',
    yourStore: 'Ihrem Shopify-Shop',
    sellsIn: 'Ihr Shopify-Shop verkauft in {shop}.',
    sellsInWidget: 'Ihr Shopify-Shop verkauft in {shop}; die Preise des Bestell-Widgets sind in {widget}.',
    progressUnread: 'Der Fortschritt der Synchronisierung konnte nicht gelesen werden',
    connectTitle: 'Verbinden Sie Ihren Shopify-Shop',
    notConnected: 'Ihr Shopify-Shop ist noch nicht verbunden. Sobald er es ist:',
    benefitCopy: 'werden Ihre Produkte, Bestände und Shop-Standorte aus Shopify übernommen und aktuell gehalten;',
    benefitPickup: 'werden Kunden nur die Abholorte angeboten, die den Inhalt ihres Warenkorbs vorrätig haben;',
    benefitOrders: 'kommen Bestellungen über das Bestell-Widget in Ihrem Shopify-Admin an.',
    notSetUpTitle: 'Das Verbinden ist auf diesem Server noch nicht eingerichtet',
    notSetUp:
      'Wer diesen Dienst betreibt, muss zuerst die Shopify-App einrichten, bevor sich Shops hier verbinden können. Bitte fragen Sie dort nach. Nutzt Ihr Shop eine eigene, individuelle App, kann stattdessen deren Zugriffstoken für Ihren Shop hinterlegt werden.',
    storeAddress: 'Adresse Ihres Shopify-Shops',
    storeAddressHint: 'Zu finden in Ihrem Shopify-Admin unter Einstellungen › Domains, z. B. meine-baeckerei.myshopify.com',
    install: 'Installieren',
    afterInstall: 'Shopify bittet Sie, die App zu genehmigen; danach bestätigt eine Seite die Verbindung, mit einem Link zurück zu dieser Konsole.',
    domainEmpty: 'Geben Sie die Adresse Ihres Shopify-Shops ein.',
    domainNotShopify:
      'Geben Sie die Adresse ein, die Shopify Ihrem Shop gegeben hat, endend auf .myshopify.com (z. B. meine-baeckerei.myshopify.com), nicht Ihre eigene Webadresse.',
    domainChars: 'Der Teil vor .myshopify.com darf nur Buchstaben, Ziffern und Bindestriche enthalten und nicht mit einem Bindestrich beginnen.',
    inactive: 'in Shopify inaktiv',
    ourLocationFor: 'Unser Standort für {name}',
    createFrom: 'Aus diesem Standort anlegen',
    createFromNamed: 'Aus diesem Standort anlegen: {name}',
    mappingTitle: 'Shopify-Standorte',
    mappingIntro:
      'Ordnen Sie jeden Shopify-Standort, an dem Kunden Bestellungen abholen können, einem Ihrer Standorte zu: Sein Bestand in Shopify bestimmt dann, was dort abgeholt werden kann. Der Bestand eines nicht zugeordneten Standorts wird ignoriert.',
    createdTitle: 'Standort angelegt',
    createdBody:
      '{link} wurde aus dem Shopify-Standort {platform} angelegt und ihm zugeordnet. Kunden sehen ihn noch nicht: Öffnen Sie ihn, um Öffnungszeiten und Abholzeiten festzulegen, und schalten Sie dann die Abholung ein.',
    notSaved: 'Nicht gespeichert',
    fixMarked: 'Korrigieren Sie die unten markierten Standorte und speichern Sie erneut.',
    saved: 'Gespeichert. Der Bestand neu zugeordneter Standorte zählt ab der nächsten Synchronisierung.',
    colShopify: 'Shopify-Standort',
    colAddress: 'Adresse',
    colOurs: 'Unser Standort',
    colActions: 'Aktionen',
    unsaved: 'Die Zuordnung Ihrer Standorte hat ungespeicherte Änderungen.',
    notCreated: 'Nicht angelegt',
    notMapped: 'Nicht zugeordnet',
    noPlatformLocations: 'Noch keine Shopify-Standorte: Sie erscheinen hier nach der ersten Synchronisierung (Jetzt synchronisieren, oben).',
    currencyTitle: 'Die Preise sind in einer anderen Währung als Ihr Shopify-Shop',
    currencyBody:
      'Ihr Shopify-Shop verkauft in {shop}, die Preise des Bestell-Widgets sind aber in {widget}. Solange sie sich unterscheiden, werden Bestellungen aus dem Widget abgelehnt, statt zu einem falschen Preis an Shopify zu gehen.',
    currencyFix:
      'Stellen Sie dazu die Währung in den Einstellungen des Widgets auf {shop} (in Ihrer Shop-Datei, siehe Shop-Datei) oder ändern Sie die Währung Ihres Shopify-Shops auf {widget}.',
    syncFailedTitle: 'Die letzte Synchronisierung mit Shopify ist fehlgeschlagen',
    noReason: 'Es wurde kein Grund genannt.',
    syncFailedBody:
      'Ihre Produkte und Bestände sind so wie nach der letzten erfolgreichen Synchronisierung. Versuchen Sie „Jetzt synchronisieren“ erneut; schlägt es weiter fehl, wenden Sie sich an den Betreiber dieses Dienstes.',
    webhooksTitle: 'Bestell- und Bestandsänderungen erreichen uns möglicherweise nicht',
    webhooksMissing: 'Shopify hat noch nicht zugestimmt, uns über {topics} zu informieren.',
    webhooksRefused: 'Shopify hat einen Teil unserer Anfrage abgelehnt, über Änderungen informiert zu werden.',
    webhooksRetry: 'Wir versuchen es alle paar Stunden erneut; Sie müssen nichts tun, solange das nicht so bleibt.',
    shopifyAnswered: 'Antwort von Shopify',
    keptAsideTitleOne: 'Der Bestand an 1 Shopify-Standort wird ignoriert',
    keptAsideTitle: 'Der Bestand an {count} Shopify-Standorten wird ignoriert',
    keptAsideOne:
      '{names} ist keinem Ihrer Standorte zugeordnet, daher wurde sein Bestand zurückgestellt. Ordnen Sie ihn unten zu (oder legen Sie daraus einen Standort an) und synchronisieren Sie erneut.',
    keptAsideMany:
      '{names} sind keinem Ihrer Standorte zugeordnet, daher wurde ihr Bestand zurückgestellt. Ordnen Sie sie unten zu (oder legen Sie daraus Standorte an) und synchronisieren Sie erneut.',
    shopifyLocationId: 'Shopify-Standort {id}',
    productsAndStock: 'Produkte und Bestand',
    syncNow: 'Jetzt synchronisieren',
    syncing:
      'Synchronisierung mit Shopify läuft (gestartet {when}). Bei einem großen Shop kann das einige Minuten dauern; diese Seite aktualisiert sich selbst.',
    neverSynced: 'Noch nicht synchronisiert. „Jetzt synchronisieren“ übernimmt Ihre Produkte, Bestände und Shop-Standorte aus Shopify.',
    lastFailed: 'Letzte Synchronisierung fehlgeschlagen: {when}.',
    lastSynced: 'Zuletzt synchronisiert: {when}.',
    itHadRead: 'Bis dahin gelesen: {counts}.',
    itBrought: 'Übernommen wurden {counts}.',
    stockFigures: 'Bestandszahlen aus Shopify: {stock}',
    realtime: 'Änderungen in Shopify erreichen uns auch laufend; eine Synchronisierung holt Verpasstes nach.',
    syncNotStarted: 'Die Synchronisierung wurde nicht gestartet',
    unknownTime: 'zu einem unbekannten Zeitpunkt',
    productOne: '{n} Produkt',
    productMany: '{n} Produkte',
    variantOne: '{n} Produktvariante',
    variantMany: '{n} Produktvarianten',
    platformLocationOne: '{n} Shopify-Standort',
    platformLocationMany: '{n} Shopify-Standorte',
    stockUsed: '{n} an Ihren Standorten verwendet',
    stockKeptAside: '{n} zurückgestellt, weil ihr Shopify-Standort nicht zugeordnet ist',
    stockSkipped: '{n} übersprungen',
    and: 'und',
    andMore: 'und {n} weitere',
    topic_ORDERS_CREATE: 'neue Bestellungen',
    topic_ORDERS_UPDATED: 'Bestelländerungen',
    topic_ORDERS_CANCELLED: 'stornierte Bestellungen',
    topic_ORDERS_DELETE: 'gelöschte Bestellungen',
    topic_INVENTORY_LEVELS_UPDATE: 'Bestandsänderungen',
    topic_LOCATIONS_CREATE: 'neue Standorte',
    topic_LOCATIONS_UPDATE: 'Standortänderungen',
    topic_LOCATIONS_DELETE: 'gelöschte Standorte',
    topic_PRODUCTS_UPDATE: 'Produktänderungen',
    topic_PRODUCTS_DELETE: 'gelöschte Produkte',
    topic_APP_UNINSTALLED: 'die Deinstallation der App',
    thisLocation: 'Dieser Standort',
    linkTaken: '{name} ist bereits für einen anderen Shopify-Standort gewählt. Jeder Ihrer Standorte kann nur für einen Shopify-Standort stehen.',
    linkGone: 'Dieser Standort existiert in Ihrem Shop nicht mehr. Wählen Sie einen anderen.',
    createIncomplete:
      'Die Adresse von {name} in Shopify reicht nicht aus, um ihn auf einer Karte zu platzieren. Vervollständigen Sie seine Adresse in Shopify und synchronisieren Sie erneut, oder legen Sie den Standort selbst auf der Seite Standorte an.',
    createLinked: '{name} ist bereits einem Ihrer Standorte zugeordnet; die Liste zeigt jetzt, welchem.',
    createGone: '{name} gehört nicht mehr zu Ihren Shopify-Standorten. Synchronisieren Sie erneut, um die aktuelle Liste zu sehen.',
  },
});

/** A key of {@link platformMessages}. */
export type PlatformWord = keyof (typeof platformMessages)['en'];

/** A message of the Shopify store page in `locale`, its `{placeholders}` filled. */
export function platformWord(locale: Locale, key: PlatformWord, values?: MessageValues): string {
  return fill(platformMessages[locale][key] ?? platformMessages.en[key], values);
}

/** `one` or `many` by the language's plural rule for `n` (French: 0 and 1 are singular). */
function plural(locale: Locale, n: number, one: PlatformWord, many: PlatformWord): string {
  return platformWord(locale, new Intl.PluralRules(locale).select(n) === 'one' ? one : many, { n: n.toLocaleString(locale) });
}

/**
 * What the console reads of a sync's `details`. The document leaves `details` an open object
 * (`GET /admin/v1.0/storefront-platform/sync` in libs/api-client/openapi/fulfilment-api.json);
 * these are the members the sync writes.
 */
export interface SyncDetails {
  counts?: Partial<
    Record<'products' | 'variants' | 'collections' | 'platform_locations' | 'levels_applied' | 'levels_kept_aside' | 'levels_skipped' | 'rows_deleted', number>
  >;
  unmapped_platform_locations?: { platform_location_id: number; name: string }[];
  kept_aside?: { platform_location_id: number; levels: number }[];
  error?: { reason: string; operation: string; message: string } | null;
}

/** The `details` of a sync as {@link SyncDetails} (`{}` when it has none). */
export function syncDetails(state: PlatformSyncState): SyncDetails {
  return (state.details ?? {}) as SyncDetails;
}

/** `1,000 products` / `1 product` in `locale`: `kind` names the pair of messages. */
export function count(n: number, kind: 'product' | 'variant' | 'platformLocation', locale: Locale): string {
  return plural(locale, n, `${kind}One`, `${kind}Many`);
}

/**
 * What the last sync brought, as short phrases: `["1,000 products", "50 Shopify locations"]`.
 * Not `collections`: it counts each product's membership of a collection, not collections.
 */
export function syncCounts(state: PlatformSyncState, locale: Locale): string[] {
  const c = syncDetails(state).counts ?? {};
  const phrases: string[] = [];
  if (c.products !== undefined) phrases.push(count(c.products, 'product', locale));
  if (c.variants !== undefined && c.variants !== c.products) phrases.push(count(c.variants, 'variant', locale));
  if (c.platform_locations !== undefined) phrases.push(count(c.platform_locations, 'platformLocation', locale));
  return phrases;
}

/** What happened to the stock figures of the last sync (`60 used at your locations, 20 set aside ...`), or null when it counted none. */
export function stockCounts(state: PlatformSyncState, locale: Locale): string | null {
  const c = syncDetails(state).counts ?? {};
  const parts: string[] = [];
  const n = (v: number) => ({ n: v.toLocaleString(locale) });
  if (c.levels_applied !== undefined) parts.push(platformWord(locale, 'stockUsed', n(c.levels_applied)));
  if (c.levels_kept_aside) parts.push(platformWord(locale, 'stockKeptAside', n(c.levels_kept_aside)));
  if (c.levels_skipped) parts.push(platformWord(locale, 'stockSkipped', n(c.levels_skipped)));
  return parts.length ? `${parts.join(', ')}.` : null;
}

/** The webhook topics the console words (`ORDERS_CREATE` ...). */
const TOPICS = [
  'ORDERS_CREATE',
  'ORDERS_UPDATED',
  'ORDERS_CANCELLED',
  'ORDERS_DELETE',
  'INVENTORY_LEVELS_UPDATE',
  'LOCATIONS_CREATE',
  'LOCATIONS_UPDATE',
  'LOCATIONS_DELETE',
  'PRODUCTS_UPDATE',
  'PRODUCTS_DELETE',
  'APP_UNINSTALLED',
] as const;

/** A webhook topic (`ORDERS_CREATE`) as what Shopify would tell us about (`new orders`), in `locale`. */
export function topicWords(topic: string, locale: Locale): string {
  return (TOPICS as readonly string[]).includes(topic)
    ? platformWord(locale, `topic_${topic as (typeof TOPICS)[number]}`)
    : topic.toLowerCase().replace(/_/g, ' ');
}

/** A list in words of `locale`: `a`, `a and b`, `a, b and 3 more`. */
export function listWords(items: string[], locale: Locale, max = 5): string {
  if (items.length <= 1) return items.join('');
  if (items.length > max) return `${items.slice(0, max).join(', ')} ${platformWord(locale, 'andMore', { n: items.length - max })}`;
  return `${items.slice(0, -1).join(', ')} ${platformWord(locale, 'and')} ${items[items.length - 1]}`;
}

/** A platform location's address on one line (`1 Main St, Springfield, IL 62701, US`), or a dash. */
export function addressLine(address: PlatformLocation['address']): string {
  if (!address) return '–';
  const region = [address.province_code, address.zip].filter(Boolean).join(' ');
  return [address.address1, address.address2, address.city, region, address.country_code].filter(Boolean).join(', ') || '–';
}

/** The address of a store on Shopify (`my-bakery.myshopify.com`). */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/** What a merchant typed as their store's address, tidied (`https://My-Shop.myshopify.com/` → `my-shop.myshopify.com`). */
export function tidyDomain(typed: string): string {
  return typed
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
}

/** Why a typed store address cannot be used, in plain words of `locale`, or null when it can. */
export function domainProblem(typed: string, locale: Locale): string | null {
  const domain = tidyDomain(typed);
  if (!domain) return platformWord(locale, 'domainEmpty');
  if (!domain.endsWith('.myshopify.com')) return platformWord(locale, 'domainNotShopify');
  if (!SHOP_DOMAIN.test(domain)) return platformWord(locale, 'domainChars');
  return null;
}

/** The install page of our Shopify app for a store: `install_url` with `shop=<domain>` added. */
export function installHref(installUrl: string, domain: string): string {
  const url = new URL(installUrl, window.location.href);
  url.searchParams.set('shop', tidyDomain(domain));
  return url.toString();
}

/**
 * A refused link of the location mapping in plain words of `locale`. The API names the link by its
 * place in the body (`[2].location_id`) and says `location_id 5 appears more than once`.
 * @param ours the name of our location in that link, when known
 */
export function linkProblemWords(field: string, message: string, ours: string | undefined, locale: Locale): string {
  if (/^\[\d+\]\.location_id$/.test(field) && /more than once/.test(message))
    return platformWord(locale, 'linkTaken', { name: ours ?? platformWord(locale, 'thisLocation') });
  if (/not a location of this shop/.test(message)) return platformWord(locale, 'linkGone');
  return message;
}

/** Why a location could not be made from a Shopify location, in plain words of `locale` (the API's problem codes). */
export function createProblemWords(code: string, name: string, locale: Locale): string | null {
  if (code === 'PLATFORM_LOCATION_INCOMPLETE') return platformWord(locale, 'createIncomplete', { name });
  if (code === 'PLATFORM_LOCATION_LINKED') return platformWord(locale, 'createLinked', { name });
  if (code === 'PLATFORM_LOCATION_NOT_FOUND') return platformWord(locale, 'createGone', { name });
  return null;
}
