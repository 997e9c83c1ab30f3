import Ajv from 'ajv';
import { preloadStoreBlockValidators, validateStoreBlock } from './blocks';

// Its own file: the module's compiled validators must not exist before this spec runs.
describe('preloadStoreBlockValidators', () => {
  it('compiles every validator up front, so a later admin write compiles nothing', () => {
    const compile = jest.spyOn(Ajv.prototype, 'compile');
    try {
      preloadStoreBlockValidators();
      const atStart = compile.mock.calls.length;
      expect(atStart).toBeGreaterThan(1); // the file's schema and the blocks
      expect(validateStoreBlock('pickupSlots', { slots: [] })).toEqual({ slots: [] });
      expect(() => validateStoreBlock('location', { company_name: 42 })).toThrow();
      expect(compile.mock.calls.length).toBe(atStart);
    } finally {
      compile.mockRestore();
    }
  });
});
