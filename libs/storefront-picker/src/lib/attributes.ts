/**
 * The cart attributes the picker writes (docs/storefront-picker.md, "Cart attributes"). The
 * rule lives in @fulfil/calendar-format (`order-attributes.ts`), shared with widget-api,
 * whose draft orders carry the same attributes.
 */
export { allAttributeNames, choiceAttributes, choiceFromAttributes, slotTimeLabel, type Choice } from '@fulfil/calendar-format';
