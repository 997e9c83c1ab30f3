import { Module } from '@nestjs/common';
import { ConsoleController } from './console.controller';

/** Serves the merchant console's bundle at `/console/` (see {@link ConsoleController}). */
@Module({ controllers: [ConsoleController] })
export class ConsoleModule {}
