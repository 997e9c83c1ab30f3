import Database from 'better-sqlite3';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BetterSqlite3Instrumentation } from './sqlite-instrumentation';

@Entity('pastries')
class Pastry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  name: string;
}

/** A secret the tests bind as a parameter value: it must never appear on a span. */
const SECRET = 'jane.doe@example.com';

describe('BetterSqlite3Instrumentation', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const instrumentation = new BetterSqlite3Instrumentation({ enabled: false });
  // Jest loads modules without Node's require hooks: apply the module definition's patch by hand.
  const [definition] = instrumentation.getModuleDefinitions();
  let db: Database.Database;

  beforeAll(() => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    instrumentation.setTracerProvider(provider);
    definition.patch?.(Database);
  });
  afterAll(async () => {
    definition.unpatch?.(Database);
    context.disable();
    await provider.shutdown();
  });
  beforeEach(() => {
    db = new Database(':memory:');
    db.exec('CREATE TABLE people (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE)');
    exporter.reset();
  });
  afterEach(() => db.close());

  /** Every attribute value of every finished span, as one string. */
  const everything = () => JSON.stringify(exporter.getFinishedSpans().map((span) => [span.name, span.attributes]));

  it('makes a CLIENT span per run, get, all and iterate, with the SQL text and never the bound values', () => {
    const insert = db.prepare('INSERT INTO people (email) VALUES (?)');
    insert.run(SECRET);
    const select = db.prepare('SELECT id, email FROM people WHERE email = ?');
    expect(select.get(SECRET)).toMatchObject({ email: SECRET });
    expect(select.all(SECRET)).toHaveLength(1);
    expect([...select.iterate(SECRET)]).toHaveLength(1);

    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.name)).toEqual(['INSERT', 'SELECT', 'SELECT', 'SELECT']);
    for (const span of spans) {
      expect(span.kind).toBe(SpanKind.CLIENT);
      expect(span.attributes['db.system.name']).toBe('sqlite');
    }
    expect(spans[0].attributes).toEqual({
      'db.system.name': 'sqlite',
      'db.operation.name': 'INSERT',
      'db.query.text': 'INSERT INTO people (email) VALUES (?)',
    });
    expect(spans[3].attributes['db.query.text']).toBe('SELECT id, email FROM people WHERE email = ?');
    expect(everything()).not.toContain(SECRET);
  });

  it('makes a span of exec and of each execution of a statement prepared once', () => {
    const count = db.prepare('SELECT COUNT(*) AS n FROM people');
    for (let i = 0; i < 3; i++) count.get();
    expect(exporter.getFinishedSpans().map((span) => span.attributes['db.query.text'])).toEqual([
      'SELECT COUNT(*) AS n FROM people',
      'SELECT COUNT(*) AS n FROM people',
      'SELECT COUNT(*) AS n FROM people',
    ]);
    exporter.reset();
    db.exec('DELETE FROM people');
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['DELETE']);
  });

  it('is a child of the active span', () => {
    const parent = provider.getTracer('test').startSpan('POST /checkouts');
    context.with(trace.setSpan(context.active(), parent), () => db.prepare('SELECT 1').get());
    parent.end();
    const [query] = exporter.getFinishedSpans();
    expect(query.spanContext().traceId).toBe(parent.spanContext().traceId);
    expect(query.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
  });

  it('marks a failed statement ERROR with its SQLite code, without the message', () => {
    const insert = db.prepare('INSERT INTO people (email) VALUES (?)');
    insert.run(SECRET);
    expect(() => insert.run(SECRET)).toThrow(/UNIQUE/);
    const failed = exporter.getFinishedSpans()[1];
    expect(failed.status).toEqual({ code: SpanStatusCode.ERROR });
    expect(failed.attributes['error.type']).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(failed.events).toEqual([]);
    expect(everything()).not.toContain(SECRET);
  });

  it('ends an iterate span when the caller stops early', () => {
    for (let i = 0; i < 3; i++) db.prepare('INSERT INTO people (email) VALUES (?)').run(`${i}@example.com`);
    exporter.reset();
    for (const row of db.prepare('SELECT email FROM people').iterate()) if (row) break;
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['SELECT']);
  });

  it("traces TypeORM's queries on its better-sqlite3 driver", async () => {
    const source = await new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Pastry] }).initialize();
    try {
      // The table by hand, as a migration would make it (the workspace never synchronizes).
      await source.query('CREATE TABLE "pastries" ("id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, "name" text NOT NULL)');
      exporter.reset();
      const pastries = source.getRepository(Pastry);
      await pastries.save({ name: 'croissant au beurre' });
      expect(await pastries.findOneBy({ name: 'croissant au beurre' })).toMatchObject({ name: 'croissant au beurre' });
      const texts = exporter.getFinishedSpans().map((span) => String(span.attributes['db.query.text']));
      expect(texts).toEqual(expect.arrayContaining([expect.stringMatching(/^INSERT INTO "pastries"/), expect.stringMatching(/^SELECT .* FROM "pastries"/)]));
      expect(everything()).not.toContain('croissant');
    } finally {
      await source.destroy();
    }
  });
});
