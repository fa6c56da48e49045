// Every operator command (`npm run shop -- <name> …`). Each area exports its own map.
import type { CliCommand } from './types.ts';

export function cliCommands(): Record<string, CliCommand> {
  return {};
}
