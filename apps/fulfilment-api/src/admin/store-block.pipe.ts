import { Body, PipeTransform } from '@nestjs/common';
import { StoreBlockName, StoreBlocks, validateStoreBlock } from '@fulfil/store-settings';

/**
 * Validates a request body as the block `name` of the store-configuration file
 * (`validateStoreBlock` of @fulfil/store-settings: the file's JSON Schema, then the rules
 * of its checks), so the admin API accepts exactly what an import accepts.
 * @throws ValidationProblem (400 VALIDATION_FAILED) naming the first invalid field
 */
export class StoreBlockPipe<K extends StoreBlockName> implements PipeTransform<unknown, StoreBlocks[K]> {
  constructor(private readonly name: K) {}

  transform(value: unknown): StoreBlocks[K] {
    return validateStoreBlock(this.name, value);
  }
}

/** `@Body()` validated as a block of the store-configuration file (see {@link StoreBlockPipe}). */
export const StoreBlockBody = <K extends StoreBlockName>(name: K): ParameterDecorator => Body(new StoreBlockPipe(name));
