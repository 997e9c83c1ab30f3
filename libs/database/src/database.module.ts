import { DynamicModule, Global, Inject, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ReadinessService } from '@fulfil/platform';
import { DataSource } from 'typeorm';
import { dataSourceOptions, TableSet } from './data-source-options';
import { runMigrationsSafely } from './run-migrations';

/** Options of {@link DatabaseModule.forRoot}. */
export interface DatabaseModuleOptions {
  /** DATABASE_URL (see `dataSourceOptions`); unset means the embedded SQLite file. */
  url?: string;
  /** Run pending migrations when the app starts (DB_MIGRATIONS_RUN, default true). */
  migrationsRun: boolean;
  /** The app's entities and migrations, from the libraries that own them. */
  tables: TableSet;
}

const OPTIONS = Symbol('DatabaseModuleOptions');

/**
 * Provides the TypeORM {@link DataSource} to an app: initialises it at start-up,
 * runs pending migrations when configured, registers the `database` readiness
 * check and closes the pool on shutdown.
 */
@Global()
@Module({})
export class DatabaseModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(OPTIONS) private readonly options: DatabaseModuleOptions,
    private readonly readiness: ReadinessService,
  ) {}

  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: OPTIONS, useValue: options },
        {
          provide: DataSource,
          useFactory: async () => new DataSource(dataSourceOptions(options.url, options.tables)).initialize(),
        },
      ],
      exports: [DataSource],
    };
  }

  async onModuleInit(): Promise<void> {
    this.readiness.register('database', async () => {
      await this.dataSource.query('SELECT 1');
    });
    if (this.options.migrationsRun) {
      const ran = await runMigrationsSafely(this.dataSource);
      if (ran.length) this.logger.log(`Ran ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`);
    }
    this.logger.log(`Database ready (${this.dataSource.options.type})`);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
