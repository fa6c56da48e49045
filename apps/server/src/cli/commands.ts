// Every operator command (`npm run shop -- <name> …`). Each area exports its own map.
import type { CliCommand } from './types.ts';
import { catalogCommands } from '../modules/catalog/index.ts';
import { outboxCommands } from '../modules/outbox/index.ts';
import { orderCommands } from '../modules/orders/index.ts';
import { crmCommands } from '../modules/crm/index.ts';
import { opsCommands } from '../modules/ops/index.ts';
import { clubCommands } from '../modules/club/index.ts';
import { quizCommands } from '../modules/quiz/index.ts';
import { reviewCommands } from '../modules/reviews/index.ts';
import { deskCommands } from '../desk/index.ts';
import { orderShowCommand } from './order-show.ts';
import { seedCommands } from './seed.ts';
import { stockCommands } from '../modules/stock/index.ts';

export function cliCommands(): Record<string, CliCommand> {
  return {
    ...catalogCommands(),
    ...outboxCommands(),
    ...orderCommands(),
    ...orderShowCommand(),
    ...seedCommands(),
    ...crmCommands(),
    ...clubCommands(),
    ...opsCommands(),
    ...quizCommands(),
    ...reviewCommands(),
    ...deskCommands(),
    ...stockCommands(),
  };
}
