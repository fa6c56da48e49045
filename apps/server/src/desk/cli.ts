// The desk's operator commands (docs/desk.md): staff accounts from the server's shell — the first
// manager comes from here — and the audit log. Every write is audited as "CLI".
import { COUNTRY_CODES, isCountryCode, type CountryCode } from '@zdravo/contract';
import { isStaffRole, STAFF_ROLES } from '@zdravo/contract/desk';
import { staffEmail } from '@zdravo/contract/desk/methods';
import { CliUsageError, parseLimit, type CliCommand, type CliContext } from '../cli/types.ts';
import { nowIso } from '../db/dialect.ts';
import { recordAudit, CLI_ACTOR } from '../platform/audit.ts';
import { invite, resetTwoFactor } from './invitations.ts';
import { endStaffSessions } from './session.ts';
import { announceSessionsChanged } from './stream-ends.ts';
import { isEnrolled, staffByEmail, type StaffRow } from './staff-store.ts';
import { auditEntry, filterAudit } from './methods/audit.ts';

/** Where links point: PUBLIC_ORIGIN, else this machine's shop. */
const originFor = (ctx: CliContext): string => ctx.config.publicOrigin ?? `http://localhost:${ctx.config.port}`;

async function staffOf(ctx: CliContext, email: string | undefined): Promise<StaffRow> {
  if (!email) throw new CliUsageError("Give the staff member's e-mail");
  const row = await staffByEmail(ctx.db, email);
  if (!row) throw new CliUsageError(`No staff member with e-mail "${email}" (staff:list shows them)`);
  return row;
}

function countryFlag(args: string[]): { country: CountryCode; rest: string[] } {
  const rest: string[] = [];
  let country: CountryCode = 'HR';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = arg === '--country' ? args[++i] : arg.startsWith('--country=') ? arg.slice(10) : undefined;
    if (value === undefined && arg !== '--country') {
      rest.push(arg);
      continue;
    }
    const upper = (value ?? '').toUpperCase();
    if (!isCountryCode(upper)) throw new CliUsageError(`--country is one of ${COUNTRY_CODES.join(', ')}`);
    country = upper;
  }
  return { country, rest };
}

const stamp = (iso: string | null): string => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

export function deskCommands(): Record<string, CliCommand> {
  return {
    'staff:invite': {
      usage: 'staff:invite <email> <role> [--country XX]',
      summary: `Invite a person to the desk (${STAFF_ROLES.join(' | ')}): prints a one-time link, valid 24 h`,
      async run(args, ctx) {
        const { country, rest } = countryFlag(args);
        const [email, role] = rest;
        if (!email || !staffEmail.safeParse(email).success) throw new CliUsageError('Give a valid e-mail');
        if (!isStaffRole(role)) throw new CliUsageError(`Give a role: one of ${STAFF_ROLES.join(', ')}`);
        const result = await invite(ctx.db, { email, role, country }, CLI_ACTOR, originFor(ctx));
        if (!('Link' in result))
          throw new CliUsageError(
            `${email} is already enrolled (staff:role changes a role, staff:reset-2fa sends a new enrolment link)`,
          );
        ctx.out(
          `Invitation for ${email} (${role}, ${country}), valid until ${stamp(result.ExpiresAt)} UTC, single use:`,
        );
        ctx.out(result.Link);
      },
    },

    'staff:list': {
      usage: 'staff:list',
      summary: 'List the staff: role, country, state, last sign-in',
      async run(_args, ctx) {
        const rows = await ctx.db.selectFrom('staff').selectAll().orderBy('email_key').execute();
        if (rows.length === 0) return ctx.out('No staff yet. staff:invite <email> manager makes the first manager.');
        for (const s of rows) {
          const state = s.disabled === 1 ? 'DISABLED' : isEnrolled(s) ? 'active' : 'INVITED';
          ctx.out(
            `#${String(s.id).padEnd(4)} ${s.email.padEnd(32)} ${s.role.padEnd(9)} ${s.country}  ${state.padEnd(8)}  last sign-in ${stamp(s.last_sign_in_at)}  ${s.name}`,
          );
        }
        ctx.out(`${rows.length} staff member(s).`);
      },
    },

    'staff:role': {
      usage: 'staff:role <email> <role>',
      summary: "Change a staff member's role",
      async run(args, ctx) {
        const staff = await staffOf(ctx, args[0]);
        const role = args[1];
        if (!isStaffRole(role)) throw new CliUsageError(`Give a role: one of ${STAFF_ROLES.join(', ')}`);
        if (staff.role === role) return ctx.out(`${staff.email} is already ${role}; nothing changed.`);
        await ctx.db.transaction().execute(async (trx) => {
          await trx.updateTable('staff').set({ role, updated_at: nowIso() }).where('id', '=', staff.id).execute();
          await recordAudit(trx, CLI_ACTOR, {
            action: 'staff.setRole',
            subject: 'staff',
            subjectId: staff.id,
            before: { role: staff.role },
            after: { role },
          });
        });
        await announceSessionsChanged(ctx.events, staff.id);
        ctx.out(`${staff.email} is now ${role}.`);
      },
    },

    'staff:disable': {
      usage: 'staff:disable <email>',
      summary: 'Disable a staff member: their sessions end at once',
      async run(args, ctx) {
        const staff = await staffOf(ctx, args[0]);
        await ctx.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('staff')
            .set({ disabled: 1, updated_at: nowIso() })
            .where('id', '=', staff.id)
            .execute();
          await endStaffSessions(trx, staff.id);
          await recordAudit(trx, CLI_ACTOR, {
            action: 'staff.disable',
            subject: 'staff',
            subjectId: staff.id,
            before: { disabled: staff.disabled === 1 },
            after: { disabled: true },
          });
        });
        await announceSessionsChanged(ctx.events, staff.id);
        ctx.out(`${staff.email} is disabled; their sessions have ended.`);
      },
    },

    'staff:reset-2fa': {
      usage: 'staff:reset-2fa <email>',
      summary: "Clear a staff member's two-factor key and recovery codes: prints a new enrolment link",
      async run(args, ctx) {
        const staff = await staffOf(ctx, args[0]);
        const invitation = await resetTwoFactor(ctx.db, staff, CLI_ACTOR, originFor(ctx));
        await announceSessionsChanged(ctx.events, staff.id);
        ctx.out(
          `Two-factor sign-in of ${staff.email} is cleared and their sessions have ended. New enrolment link, valid until ${stamp(invitation.ExpiresAt)} UTC:`,
        );
        ctx.out(invitation.Link);
      },
    },

    'audit:list': {
      usage: 'audit:list [limit] [--staff <email>|--cli] [--subject S] [--id ID]',
      summary: 'The audit log, newest first: who did what, before and after',
      async run(args, ctx) {
        let staffId: number | undefined;
        let cli = false;
        let subject: string | undefined;
        let subjectId: string | undefined;
        const rest: string[] = [];
        for (let i = 0; i < args.length; i++) {
          const arg = args[i]!;
          if (arg === '--staff') staffId = (await staffOf(ctx, args[++i])).id;
          else if (arg === '--cli') cli = true;
          else if (arg === '--subject') subject = args[++i];
          else if (arg === '--id') subjectId = args[++i];
          else rest.push(arg);
        }
        const rows = await filterAudit(ctx.db.selectFrom('audit_log').selectAll(), { staffId, cli, subject, subjectId })
          .orderBy('id', 'desc')
          .limit(parseLimit(rest[0], 50))
          .execute();
        if (rows.length === 0) return ctx.out('No audit rows.');
        for (const row of rows.map((r) => auditEntry(r))) {
          const change =
            row.Before || row.After ? `  ${JSON.stringify(row.Before)} → ${JSON.stringify(row.After)}` : '';
          ctx.out(
            `${stamp(row.At)}  ${row.Actor}  ${row.Action} ${row.Subject}${row.SubjectID ? ` #${row.SubjectID}` : ''}${row.Ip ? ` from ${row.Ip}` : ''}${change}`,
          );
        }
      },
    },
  };
}
