import { compactPostalCode } from '@fulfil/geo';
import { merchantPostalCodeKey } from '@fulfil/store-settings';

/*
 * The store keeps a merchant postal code unique by `merchantPostalCodeKey`; the geocoder
 * looks codes up by `compactPostalCode`. store-settings writes the key again rather than
 * load the geocoder, so this app, which uses both, pins them to the same result: two
 * codes the store accepts as different must never be one code to the geocoder.
 */
describe('merchant postal code keys', () => {
  it.each([
    'SW1A 1AA', 'sw1a1aa', ' sw1a  1aa ', 'SE1', '10001', '10001-1234', '100-0001', 'M5V 3L9', 'M5V\u20103L9', 'M5V\u22123L9', 'ＳＷ１Ａ　１ＡＡ', 'D02 X285', '1234 AB', 'ec3v-1lt',
  ])('the store\'s key of %j is the geocoder\'s', (code) => {
    expect(merchantPostalCodeKey(code.trim())).toBe(compactPostalCode(code.trim()));
  });
});
