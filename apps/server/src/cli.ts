// Operator CLI: `npm run shop -- <command> [args]`. Works on the same database as the server
// (DATA_DIR or DATABASE_URL), also while the server runs (SQLite in WAL mode; PostgreSQL).
// First: an older Node stops here with one line (node-version.ts).
import './node-version.ts';
import { loadConfig, ConfigError } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { cliCommands } from './cli/commands.ts';
import { openEvents } from './cluster/index.ts';
import { CliUsageError } from './cli/types.ts';
import { printable } from './cli/printable.ts';

async function main(argv: string[]): Promise<number> {
  const commands = cliCommands();
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help') {
    console.log('Usage: npm run shop -- <command> [args]\n');
    for (const command of Object.values(commands)) console.log(`  ${command.usage.padEnd(46)} ${command.summary}`);
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}". Run "npm run shop -- help" for the list.`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ ...config, poolSize: 2 });
  const log = {
    warn: (o: object, m: string) => console.error(`warning: ${m}`, o),
    error: (o: object, m: string) => console.error(m, o),
  };
  let events: Awaited<ReturnType<typeof openEvents>> | undefined;
  try {
    await migrateToLatest(database.db);
    events = await openEvents(config, log);
    await command.run(args, {
      db: database.db,
      config,
      events: events.events,
      out: (line) => console.log(printable(line)),
    });
    return 0;
  } catch (error) {
    if (error instanceof CliUsageError) {
      console.error(printable(`${error.message}\nUsage: npm run shop -- ${command.usage}`));
      return 2;
    }
    throw error;
  } finally {
    await events?.close();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  },
);
