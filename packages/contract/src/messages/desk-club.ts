// The desk's Klub screen (docs/desk.md, Klub): join requests with their account, memberships, those
// ending soon; taking the fee with its day, cancelling. Per spelling variant like every desk text.
import type { ClubRowState, ClubView } from '../desk/club.ts';
import type { Text } from '../text.ts';
import deskClubJson from './texts/desk-club.json' with { type: 'json' };
import deskClubViewsJson from './texts/desk-club-views.json' with { type: 'json' };
import deskClubNoneJson from './texts/desk-club-none.json' with { type: 'json' };
import deskClubStatesJson from './texts/desk-club-states.json' with { type: 'json' };

/**
 * Notes on texts/desk-club.json:
 * - from `activated` on: {to} ends with the date's own full stop ("25. 11. 2027.").
 */
export const deskClubMessages = deskClubJson satisfies Record<string, Text>;

export const deskClubViews = deskClubViewsJson satisfies Record<ClubView, Text>;

export const deskClubNone = deskClubNoneJson satisfies Record<ClubView, Text>;

export const deskClubStates = deskClubStatesJson satisfies Record<ClubRowState, Text>;
