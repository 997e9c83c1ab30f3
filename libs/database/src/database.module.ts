import { DynamicModule, Global, Inject, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ReadinessService } from '@fulfil/platform';
import { DataSource } from 'typeorm';
import { dataSourceOptions, TableSet } from './data-source-options';
import { runMigrationsSafely } from './run-migrations';
import { DatabaseTimeouts, SERVING_DATABASE_TIMEOUTS } from './timeouts';
// Registers the mapping of driver connection/timeout errors to 503 DEPENDENCY_UNAVAILABLE.
import './dependency-errors';

/** Options of {@link DatabaseModule.forRoot}. */
export interface DatabaseModuleOptions {
  /** DATABASE_URL (see `dataSourceOptions`); unset means the embedded SQLite file. */
  url?: string;
  /** Run pending migrations when the app starts (DB_MIGRATIONS_RUN, default true). */
  migrationsRun: boolean;
  /** The app's entities and migrations, from the libraries that own them. */
  tables: TableSet;
  /**
   * How long a request waits on the database (`databaseTimeouts(config)` reads
   * DB_CONNECT_TIMEOUT_MS and DB_QUERY_TIMEOUT_MS); default {@link SERVING_DATABASE_TIMEOUTS}.
   * docs/api-decisions.md, "Dependency failures".
   */
  timeouts?: DatabaseTimeouts;
  /** MySQL/MariaDB connections in the pool (DB_POOL_SIZE); default 10. */
  poolSize?: number;
}

const OPTIONS = Symbol('DatabaseModuleOptions');

/**
 * Provides the TypeORM {@link DataSource} to an app: initialises it at start-up with
 * the serving timeouts (a stalled or cut database answers 503 DEPENDENCY_UNAVAILABLE
 * within about a second: docs/api-decisions.md, "Dependency failures"), runs pending
 * migrations when configured (without the statement limit), registers the `database`
 * readiness check (required: `/readyz` answers 503 while it fails) and closes the pool
 * on shutdown.
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
          useFactory: async () =>
            new DataSource(
              dataSourceOptions(options.url, options.tables, { timeouts: options.timeouts ?? SERVING_DATABASE_TIMEOUTS, poolSize: options.poolSize }),
            ).initialize(),
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
    const warm = await this.warmPool();
    this.logger.log(`Database ready (${this.dataSource.options.type}${warm ? `, ${warm} connections open` : ''})`);
  }

  /**
   * Opens the MySQL/MariaDB pool's connections at start (`poolSize` statements at once), so
   * the first burst finds them open; `WARM_POOL` keeps them (docs/scaling.md, "Connections
   * under bursts"). A failure here is logged, not fatal: the readiness check reports the database.
   * @returns how many connections were opened (0 for SQLite, or when it failed)
   */
  private async warmPool(): Promise<number> {
    if (this.dataSource.options.type !== 'mysql') return 0;
    const size = this.options.poolSize ?? 10;
    try {
      // Held 50 ms each, so the statements overlap and the pool opens a connection for each.
      await Promise.all(Array.from({ length: size }, () => this.dataSource.query('SELECT SLEEP(0.05)')));
      return size;
    } catch (err) {
      this.logger.warn({ err, msg: 'could not open the pool at start; connections open as requests need them' });
      return 0;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
