// One method of the desk's API map: what a caller sends (the zod schema's input) and what an ok
// answer holds. Types only: the schemas stay with the server (docs/architecture.md §2).
import type { z } from 'zod';

export type Call<Params extends z.ZodType, Result> = { params: z.input<Params>; result: Result };
