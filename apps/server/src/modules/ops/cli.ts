// Operator commands for running the shop: an online backup of the embedded database.
import type { CliCommand } from '../../cli/types.ts';
import { CliUsageError } from '../../cli/types.ts';
import { BackupError, backupSqlite } from '../../db/backup.ts';

export function opsCommands(): Record<string, CliCommand> {
  return {
    backup: {
      usage: 'backup <file>',
      summary: 'consistent copy of the SQLite database while the shop serves (restore: docs/operations.md)',
      async run(args, ctx) {
        const [file] = args;
        if (!file || args.length !== 1) throw new CliUsageError('Name the file to write the copy to.');
        try {
          const started = Date.now();
          const bytes = await backupSqlite(ctx.db, file);
          ctx.out(`Backed up to ${file} (${(bytes / 1024).toFixed(0)} kB) in ${Date.now() - started} ms.`);
        } catch (error) {
          if (error instanceof BackupError) throw new CliUsageError(error.message);
          throw error;
        }
      },
    },
  };
}
