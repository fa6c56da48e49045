// Every operator command (`npm run shop -- <name> …`). Each area exports its own map.
import type { CliCommand } from './types.ts';
import { catalogCommands } from '../modules/catalog/cli.ts';
import { outboxCommands } from '../modules/outbox/cli.ts';
import { orderCommands } from '../modules/orders/cli.ts';
import { crmCommands } from '../modules/crm/cli.ts';
import { opsCommands } from '../modules/ops/cli.ts';
import { clubCommands } from '../modules/club/cli.ts';
import { quizCommands } from '../modules/quiz/cli.ts';
import { reviewCommands } from '../modules/reviews/cli.ts';
import { deskCommands } from '../desk/cli.ts';
import { stockCommands } from '../modules/stock/cli.ts';

export function cliCommands(): Record<string, CliCommand> {
  return {
    ...catalogCommands(),
    ...outboxCommands(),
    ...orderCommands(),
    ...crmCommands(),
    ...clubCommands(),
    ...opsCommands(),
    ...quizCommands(),
    ...reviewCommands(),
    ...deskCommands(),
    ...stockCommands(),
  };
}
