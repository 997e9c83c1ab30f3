import { Injectable } from '@nestjs/common';
import { FieldError, ValidationProblem } from '@fulfil/problem-details';
import { AdminLocation, checkConditionalActivation, checkDelivery, checkInventory, checkOpeningHours, checkPickup, checkProductPreparation, checkSlots, CheckoutMethod, ConditionalActivationRule, DeliveryConfig, GeneralPreparation, ImportResult, LocationCore, LocationMethod, MerchantPostalCodeInput, MerchantPostalCodeRecord, normalizeBlock, PickupConfig, PickupSettingsConfig, ShippingConfig, ShopPreparationConfig, SlotConfig, StoreConfigReader, StoreWriter, validateStoreConfig, WEEKDAYS, WidgetFileConfig } from '@fulfil/store-settings';
import type { LocationDto } from './dto/location.dto';

/** A DTO instance as plain JSON (what the JSON columns and the schema expect). */
const plain = <T>(value: unknown): T => JSON.parse(JSON.stringify(value ?? {})) as T;

function refuse(error: FieldError | null): void {
  if (error) throw new ValidationProblem([error]);
}

/**
 * The admin API's use cases: turns validated DTOs into the store's settings blocks (with
 * the same defaults an import file gets), applies the rules JSON Schema cannot express,
 * and calls the store-settings repositories. Every write is one transaction.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly writer: StoreWriter,
    private readonly config: StoreConfigReader,
  ) {}

  /** The shop's settings; the webhook secret is never echoed, only whether it is set. */
  async shop(shopId: number) {
    const { webhook_secret, ...shop } = await this.config.shop(shopId);
    return { ...shop, webhook_secret_set: webhook_secret !== null };
  }

  async patchShop(shopId: number, patch: object) {
    await this.writer.updateShop(shopId, plain(patch));
    return this.shop(shopId);
  }

  /** A location's own fields from a DTO, optional fields defaulted. */
  private core(dto: LocationDto): LocationCore {
    const core: LocationCore = {
      external_id: dto.external_id,
      company_name: dto.company_name,
      address_line_1: dto.address_line_1,
      address_line_2: dto.address_line_2 ?? null,
      city: dto.city,
      postal_code: dto.postal_code,
      region: dto.region,
      country: dto.country,
      latitude: dto.latitude,
      longitude: dto.longitude,
      timezone: dto.timezone ?? null,
      custom_attribute_1: dto.custom_attribute_1 ?? null,
      custom_attribute_2: dto.custom_attribute_2 ?? null,
      custom_attribute_3: dto.custom_attribute_3 ?? null,
      opening_hours: plain(dto.opening_hours),
      more_information: dto.more_information ?? null,
      pickup_enabled: dto.pickup_enabled ?? false,
      delivery_enabled: dto.delivery_enabled ?? false,
      widget_enabled: dto.widget_enabled ?? false,
    };
    refuse(checkOpeningHours(core.opening_hours, 'opening_hours'));
    return core;
  }

  locations(shopId: number, page: number, perPage: number) {
    return this.config.locations(shopId, page, perPage).then(({ total, locations }) => ({ total, page, per_page: perPage, locations }));
  }

  location(shopId: number, id: number): Promise<AdminLocation> {
    return this.config.location(shopId, id);
  }

  async createLocation(shopId: number, dto: LocationDto): Promise<AdminLocation> {
    const id = await this.writer.createLocation(shopId, this.core(dto), dto.sort_position);
    return this.config.location(shopId, id);
  }

  async replaceLocation(shopId: number, id: number, dto: LocationDto): Promise<AdminLocation> {
    await this.writer.replaceLocation(shopId, id, this.core(dto), dto.sort_position);
    return this.config.location(shopId, id);
  }

  async patchLocation(shopId: number, id: number, patch: Partial<LocationDto>): Promise<AdminLocation> {
    const { id: _id, sort_position: _s, ...current } = await this.config.location(shopId, id);
    return this.replaceLocation(shopId, id, { ...current, ...plain<Partial<LocationDto>>(patch), ...(patch.sort_position !== undefined ? { sort_position: patch.sort_position } : {}) } as LocationDto);
  }

  deleteLocation(shopId: number, id: number): Promise<void> {
    return this.writer.deleteLocation(shopId, id);
  }

  pickupSettings(shopId: number, id: number): Promise<PickupSettingsConfig> {
    return this.config.pickupSettings(shopId, id);
  }

  async putPickupSettings(shopId: number, id: number, dto: object): Promise<PickupSettingsConfig> {
    const { slots: _slots, ...settings } = normalizeBlock<PickupConfig>('pickup', { ...plain<object>(dto), slots: [] });
    refuse(checkPickup(settings, ''));
    await this.writer.putPickupSettings(shopId, id, settings);
    return this.config.pickupSettings(shopId, id);
  }

  slots(shopId: number, id: number, method: LocationMethod) {
    return this.config.slots(shopId, id, method).then((slots) => ({ slots }));
  }

  async putPickupSlots(shopId: number, id: number, rows: object[]) {
    const slots = plain<(SlotConfig & { id?: number })[]>(rows).map(({ id: slotId, ...row }, i) => ({
      ...normalizeBlock<SlotConfig>('pickupSlot', row, `slots[${i}]`),
      ...(slotId !== undefined ? { id: slotId } : {}),
    }));
    refuse(checkSlots(slots, 'slots'));
    await this.writer.putSlots(shopId, id, 'pickup', slots);
    return this.slots(shopId, id, 'pickup');
  }

  deliverySettings(shopId: number, id: number): Promise<DeliveryConfig> {
    return this.config.deliverySettings(shopId, id);
  }

  async putDeliverySettings(shopId: number, id: number, dto: object): Promise<DeliveryConfig> {
    const body = plain<DeliveryConfig>(dto);
    const ids = new Map<string, (number | undefined)[]>();
    for (const day of WEEKDAYS) {
      const rows = body[day]?.slots?.slots ?? [];
      ids.set(day, rows.map((r) => r.id));
      rows.forEach((r) => delete r.id);
    }
    const delivery = normalizeBlock<DeliveryConfig>('delivery', body);
    for (const day of WEEKDAYS) delivery[day]?.slots.slots.forEach((s, i) => ids.get(day)?.[i] !== undefined && (s.id = ids.get(day)?.[i]));
    refuse(checkDelivery(delivery, ''));
    await this.writer.putDeliverySettings(shopId, id, delivery);
    return this.config.deliverySettings(shopId, id);
  }

  locationPreparation(shopId: number, id: number, method: LocationMethod) {
    return this.config.locationPreparation(shopId, id, method);
  }

  async putLocationPreparation(shopId: number, id: number, method: LocationMethod, general: object | null) {
    const value = general === null ? null : normalizeBlock<GeneralPreparation>('generalPreparation', plain(general), 'general');
    await this.writer.putLocationPreparation(shopId, id, method, value);
    return this.config.locationPreparation(shopId, id, method);
  }

  shopPreparation(shopId: number, method: CheckoutMethod) {
    return this.config.shopPreparation(shopId, method);
  }

  async putShopPreparation(shopId: number, method: CheckoutMethod, dto: object) {
    const preparation = normalizeBlock<ShopPreparationConfig>('shopPreparation', plain(dto));
    refuse(checkProductPreparation(preparation.product_based, 'product_based'));
    await this.writer.putShopPreparation(shopId, method, preparation);
    return this.config.shopPreparation(shopId, method);
  }

  conditionalActivation(shopId: number, method: CheckoutMethod, locationId: number | null) {
    return this.config.conditionalActivation(shopId, method, locationId);
  }

  async putConditionalActivation(shopId: number, method: CheckoutMethod, locationId: number | null, dto: object | null) {
    const rule = dto === null ? null : normalizeBlock<ConditionalActivationRule>('conditionalActivation', plain(dto));
    if (rule) refuse(checkConditionalActivation(rule, ''));
    await this.writer.putConditionalActivation(shopId, method, locationId, rule);
    return this.config.conditionalActivation(shopId, method, locationId);
  }

  shipping(shopId: number): Promise<ShippingConfig> {
    return this.config.shipping(shopId);
  }

  async putShipping(shopId: number, dto: object): Promise<ShippingConfig> {
    await this.writer.putShipping(shopId, normalizeBlock<ShippingConfig>('shipping', plain(dto)));
    return this.config.shipping(shopId);
  }

  inventory(shopId: number, id: number) {
    return this.config.inventory(shopId, id).then((inventory) => ({ inventory }));
  }

  async putInventory(shopId: number, id: number, rows: { variant_id: number; product_id?: number | null; available: number }[]) {
    const inventory = rows.map((r) => ({ variant_id: r.variant_id, product_id: r.product_id ?? null, available: r.available }));
    refuse(checkInventory(inventory, 'inventory'));
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

  async putWidget(shopId: number, body: unknown): Promise<WidgetFileConfig | null> {
    await this.writer.putWidget(shopId, normalizeBlock<WidgetFileConfig>('widget', body));
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
   * Replaces the shop's own postal codes with validated DTO rows (the file's schema fills
   * the omitted fields; the writer refuses codes listed twice) and answers them as stored.
   */
  async putPostalCodes(shopId: number, rows: object[]): Promise<{ postal_codes: MerchantPostalCodeRecord[] }> {
    await this.writer.putMerchantPostalCodes(shopId, normalizeBlock<MerchantPostalCodeInput[]>('merchantPostalCodes', plain(rows), 'postal_codes'));
    return this.postalCodes(shopId);
  }

  export(shopId: number) {
    return this.config.export(shopId);
  }

  /** Replaces the whole shop from a store-configuration file naming this shop's domain. */
  async import(shopId: number, body: unknown): Promise<ImportResult> {
    const config = validateStoreConfig(body);
    const { domain } = await this.config.shop(shopId);
    if (config.shop.domain !== domain) throw new ValidationProblem([{ field: 'shop.domain', rule: 'equals', message: `shop.domain must be ${domain}, the shop of this token` }]);
    return this.writer.importStore(config);
  }
}
