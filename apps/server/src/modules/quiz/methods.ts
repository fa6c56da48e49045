// The quiz's calls: quiz.mailingGroup (the recommended product's group in the caller's country) and
// quiz.track (one anonymous funnel event; rate-limited per address, nothing personal accepted).
import { defineMethod, fail } from '@zdravo/rpc/server';
import { quizMailingGroupParams, quizTrackParams } from '@zdravo/contract/methods';
import type { ShopContext } from '../../context.ts';
import { hit } from '../../platform/rate-limit.ts';
import type { AreaMethods } from '../shop-method.ts';
import { countFunnelEvent, QUIZ_TRACK_LIMIT, quizTrackLimitKey } from './funnel.ts';
import { mailingGroupOf } from './groups.ts';

export function quizMethods(): AreaMethods<'quiz.mailingGroup' | 'quiz.track'> {
  return {
    'quiz.mailingGroup': defineMethod({
      params: quizMailingGroupParams,
      handler: async (params, ctx: ShopContext) => {
        const group = await mailingGroupOf(ctx.db, params.Slog, ctx.country);
        return group === null ? fail('NO_MAILING_GROUP') : { Group: group };
      },
    }),

    'quiz.track': defineMethod({
      params: quizTrackParams,
      handler: async (params, ctx: ShopContext) => {
        if ((await hit(ctx.db, quizTrackLimitKey(ctx.ip), QUIZ_TRACK_LIMIT)) > QUIZ_TRACK_LIMIT.max)
          return fail('RATE_LIMITED');
        await countFunnelEvent(ctx.db, params.Goal, params.Event, params.Step ?? 0);
        return null;
      },
    }),
  };
}
