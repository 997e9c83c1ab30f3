import { Injectable } from '@nestjs/common';
import { ValidationProblem } from '@fulfil/problem-details';
import {
  AdminLocation,
  CheckoutMethod,
  ConditionalActivationRule,
  DeliveryConfig,
  diffStoreConfigs,
  GeneralPreparation,
  ImportResult,
  LocationMethod,
  MerchantPostalCodeRecord,
  PickupSettingsConfig,
  ShippingConfig,
  StoreBlocks,
  StoreChange,
  StoreConfig,
  StoreConfigReader,
  StoreWriter,
  validateStoreBlock,
  validateStoreConfig,
  WidgetFileConfig,
} from '@fulfil/store-settings';

/**
 * The admin API's use cases on bodies already validated as blocks of the store file
 * (`StoreBlockPipe`: the file's JSON Schema with its defaults, then its checks; see
 * docs/api-decisions.md), calling the store-settings repositories. Every write is one
 * transaction.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly writer: StoreWriter,
    private readonly config: StoreConfigReader,
  ) {}

  /** The shop's settings; the webhook secret is never echoed, only whether it is set. */
  async shop(shopId: number) {
    return this.config.shop(shopId);
  }

  async patchShop(shopId: number, patch: StoreBlocks['shopPatch']) {
    await this.writer.updateShop(shopId, patch);
    return this.shop(shopId);
  }

  locations(shopId: number, page: number, perPage: number, search?: string) {
    return this.config.locations(shopId, page, perPage, search).then(({ total, locations }) => ({ total, page, per_page: perPage, locations }));
  }

  location(shopId: number, id: number): Promise<AdminLocation> {
    return this.config.location(shopId, id);
  }

  async createLocation(shopId: number, body: StoreBlocks['location']): Promise<AdminLocation> {
    const { sort_position, ...core } = body;
    const id = await this.writer.createLocation(shopId, core, sort_position);
    return this.config.location(shopId, id);
  }

  async replaceLocation(shopId: number, id: number, body: StoreBlocks['location']): Promise<AdminLocation> {
    const { sort_position, ...core } = body;
    await this.writer.replaceLocation(shopId, id, core, sort_position);
    return this.config.location(shopId, id);
  }

  /**
   * Merges any subset of the location's fields into the stored location and validates the
   * result as PUT's body (so a field of the wrong type or unknown is named as there).
   * @throws ValidationProblem when the body is not an object or the merged location is invalid
   */
  async patchLocation(shopId: number, id: number, patch: unknown): Promise<AdminLocation> {
    const { id: _id, sort_position: _s, ...current } = await this.config.location(shopId, id);
    const merged = patch !== null && typeof patch === 'object' && !Array.isArray(patch) ? { ...current, ...patch } : patch;
    return this.replaceLocation(shopId, id, validateStoreBlock('location', merged));
  }

  deleteLocation(shopId: number, id: number): Promise<void> {
    return this.writer.deleteLocation(shopId, id);
  }

  pickupSettings(shopId: number, id: number): Promise<PickupSettingsConfig> {
    return this.config.pickupSettings(shopId, id);
  }

  async putPickupSettings(shopId: number, id: number, settings: StoreBlocks['pickup']): Promise<PickupSettingsConfig> {
    await this.writer.putPickupSettings(shopId, id, settings);
    return this.config.pickupSettings(shopId, id);
  }

  slots(shopId: number, id: number, method: LocationMethod) {
    return this.config.slots(shopId, id, method).then((slots) => ({ slots }));
  }

  async putPickupSlots(shopId: number, id: number, slots: StoreBlocks['pickupSlots']['slots']) {
    await this.writer.putSlots(shopId, id, 'pickup', slots);
    return this.slots(shopId, id, 'pickup');
  }

  deliverySettings(shopId: number, id: number): Promise<DeliveryConfig> {
    return this.config.deliverySettings(shopId, id);
  }

  async putDeliverySettings(shopId: number, id: number, delivery: StoreBlocks['delivery']): Promise<DeliveryConfig> {
    await this.writer.putDeliverySettings(shopId, id, delivery);
    return this.config.deliverySettings(shopId, id);
  }

  locationPreparation(shopId: number, id: number, method: LocationMethod) {
    return this.config.locationPreparation(shopId, id, method);
  }

  async putLocationPreparation(shopId: number, id: number, method: LocationMethod, general: GeneralPreparation | null) {
    await this.writer.putLocationPreparation(shopId, id, method, general);
    return this.config.locationPreparation(shopId, id, method);
  }

  shopPreparation(shopId: number, method: CheckoutMethod) {
    return this.config.shopPreparation(shopId, method);
  }

  async putShopPreparation(shopId: number, method: CheckoutMethod, preparation: StoreBlocks['shopPreparation']) {
    await this.writer.putShopPreparation(shopId, method, preparation);
    return this.config.shopPreparation(shopId, method);
  }

  conditionalActivation(shopId: number, method: CheckoutMethod, locationId: number | null) {
    return this.config.conditionalActivation(shopId, method, locationId);
  }

  async putConditionalActivation(shopId: number, method: CheckoutMethod, locationId: number | null, rule: ConditionalActivationRule | null) {
    await this.writer.putConditionalActivation(shopId, method, locationId, rule);
    return this.config.conditionalActivation(shopId, method, locationId);
  }

  shipping(shopId: number): Promise<ShippingConfig> {
    return this.config.shipping(shopId);
  }

  async putShipping(shopId: number, shipping: StoreBlocks['shipping']): Promise<ShippingConfig> {
    await this.writer.putShipping(shopId, shipping);
    return this.config.shipping(shopId);
  }

  inventory(shopId: number, id: number) {
    return this.config.inventory(shopId, id).then((inventory) => ({ inventory }));
  }

  async putInventory(shopId: number, id: number, inventory: StoreBlocks['inventory']['inventory']) {
    await this.writer.putInventory(shopId, id, inventory);
    return this.inventory(shopId, id);
  }

  products(shopId: number, id: number) {
    return this.config.products(shopId, id).then((products) => ({ products }));
  }

  async putProducts(shopId: number, id: number, products: number[]) {
    await this.writer.putProducts(shopId, id, products);
    return this.products(shopId, id);
  }

  widget(shopId: number): Promise<WidgetFileConfig | null> {
    return this.config.widget(shopId);
  }

  async putWidget(shopId: number, widget: StoreBlocks['widget']): Promise<WidgetFileConfig | null> {
    await this.writer.putWidget(shopId, widget);
    return this.config.widget(shopId);
  }

  async removeWidget(shopId: number): Promise<void> {
    await this.writer.putWidget(shopId, null);
  }

  /** The shop's own postal codes, `{postal_codes}` sorted by `postal_code` (coordinates in WGS 84 degrees). */
  postalCodes(shopId: number): Promise<{ postal_codes: MerchantPostalCodeRecord[] }> {
    return this.config.merchantPostalCodes(shopId).then((postal_codes) => ({ postal_codes }));
  }

  /**
   * Replaces the shop's own postal codes (validated rows, omitted fields filled by the
   * file's schema; the writer refuses codes listed twice) and answers them as stored.
   */
  async putPostalCodes(shopId: number, rows: StoreBlocks['merchantPostalCodes']['postal_codes']): Promise<{ postal_codes: MerchantPostalCodeRecord[] }> {
    await this.writer.putMerchantPostalCodes(shopId, rows);
    return this.postalCodes(shopId);
  }

  export(shopId: number) {
    return this.config.export(shopId);
  }

  /** Replaces the whole shop from a store-configuration file naming this shop's domain. */
  async import(shopId: number, body: unknown): Promise<ImportResult> {
    return this.writer.importStore(await this.validImport(shopId, body));
  }

  /**
   * What {@link import} would change, without writing: the paths that differ between the
   * shop's export and the validated file (`diffStoreConfigs`); a webhook secret in the
   * file is listed as `shop.webhook_secret` (it is never read back).
   * @throws ValidationProblem exactly as {@link import} does
   */
  async importDryRun(shopId: number, body: unknown): Promise<{ dry_run: true; changes: StoreChange[]; more: number }> {
    const { $schema: _s, ...incoming } = await this.validImport(shopId, body);
    const { webhook_secret: secret, ...shop } = incoming.shop;
    const { changes, more } = diffStoreConfigs(await this.config.export(shopId), { ...incoming, shop });
    if (secret !== undefined) changes.unshift({ path: 'shop.webhook_secret', change: 'changed' });
    return { dry_run: true, changes, more };
  }

  private async validImport(shopId: number, body: unknown): Promise<StoreConfig> {
    const config = validateStoreConfig(body);
    const { domain } = await this.config.shop(shopId);
    if (config.shop.domain !== domain)
      throw new ValidationProblem([{ field: 'shop.domain', rule: 'equals', message: `shop.domain must be ${domain}, the shop of this token` }]);
    return config;
  }
}
