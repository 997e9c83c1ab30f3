import { CreateShops1764000000000 } from './1764000000000-create-shops';
import { ShopSettings1764100000000 } from './1764100000000-shop-settings';
import { Locations1764100000001 } from './1764100000001-locations';
import { Rules1764100000002 } from './1764100000002-rules';
import { InventoryAndCapacity1764100000003 } from './1764100000003-inventory-and-capacity';
import { Widget1764100000004 } from './1764100000004-widget';
import { MerchantPostalCodes1764300000000 } from './1764300000000-merchant-postal-codes';
import { LocationsByShop1764500000000 } from './1764500000000-locations-by-shop';
import { PlatformCredentials1764600000000 } from './1764600000000-platform-credentials';
import { StorefrontCompatibility1764700000000 } from './1764700000000-storefront-compatibility';
import { PlatformInstallStates1764850000000 } from './1764850000000-platform-install-states';
import { PlatformSync1764900000000 } from './1764900000000-platform-sync';
import { PlatformCatalogue1765000000000 } from './1765000000000-platform-catalogue';
import { InstallNewShops1765000000001 } from './1765000000001-install-new-shops';

/**
 * Migrations of the `store` schema, oldest first. Both engines run the same list. The
 * capacity ledger's migrations (`CAPACITY_MIGRATIONS` of @fulfil/capacity) run in the same
 * migrations table, between these by timestamp.
 */
export const STORE_MIGRATIONS = [
  CreateShops1764000000000,
  ShopSettings1764100000000,
  Locations1764100000001,
  Rules1764100000002,
  InventoryAndCapacity1764100000003,
  Widget1764100000004,
  MerchantPostalCodes1764300000000,
  LocationsByShop1764500000000,
  PlatformCredentials1764600000000,
  StorefrontCompatibility1764700000000,
  PlatformInstallStates1764850000000,
  PlatformSync1764900000000,
  PlatformCatalogue1765000000000,
  InstallNewShops1765000000001,
];
