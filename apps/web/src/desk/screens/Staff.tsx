// Managers' staff screen: who has access, in which role and state, when they last signed in; an
// invitation form that hands back the one-time link; a role picker and disable/enable per person.
import { useState, type FormEvent } from 'react';
import { COUNTRY_CODES, type CountryCode } from '@zdravo/contract';
import { STAFF_ROLES, type Invitation, type StaffMe, type StaffMember, type StaffRole } from '@zdravo/contract/desk';
import { deskRoleLabels, deskStaffMessages } from '@zdravo/contract/messages/desk';
import { TextField } from '../../components/ui/form/index.ts';
import { SelectField } from '../SelectField.tsx';
import { deskRpc } from '../rpc.ts';
import { DeskTable, ErrorLine } from '../DeskTable.tsx';
import { stamp } from '../format.ts';
import { QueryState } from '../QueryState.tsx';
import { useDeskQuery } from '../use-desk-query.ts';
import { fill, useDeskErrorText, useT } from '../texts.ts';
import { DeskPanel, DeskScreen } from '../DeskScreen.tsx';
import { Notice } from '../Notice.tsx';

function InviteForm({ onInvited, defaultCountry }: { onInvited: () => void; defaultCountry: CountryCode }) {
  const t = useT(deskStaffMessages);
  const roles = useT(deskRoleLabels);
  const errorText = useDeskErrorText();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('agent');
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setInvitation(null);
    setCopied(false);
    const answer = await deskRpc.call('desk.staff.invite', { email, role, country });
    setBusy(false);
    if (answer.status !== 'ok') return setError(errorText(answer.data));
    setInvitation(answer.data);
    setEmail('');
    onInvited();
  }

  return (
    <DeskPanel title={t.inviteHeading} className="desk-invite" onSubmit={(e) => void submit(e)}>
      <div className="desk-invite__fields">
        <TextField label={t.email} type="email" required value={email} onValue={setEmail} autoComplete="off" />
        <SelectField
          label={t.role}
          value={role}
          onValue={setRole}
          options={STAFF_ROLES.map((r) => ({ value: r, label: roles[r] }))}
        />
        <SelectField
          label={t.country}
          value={country}
          onValue={setCountry}
          options={COUNTRY_CODES.map((c) => ({ value: c, label: c }))}
        />
        <button type="submit" className="btn btn--primary desk-invite__submit" disabled={busy} aria-busy={busy}>
          {t.invite}
        </button>
      </div>
      <ErrorLine text={error} />
      {invitation ? (
        <Notice kind="ok" className="desk-invite__ready">
          <p>{t.linkReady}</p>
          <p className="desk-invite__link">
            <code>{invitation.Link}</code>
          </p>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => void navigator.clipboard?.writeText(invitation.Link).then(() => setCopied(true))}
          >
            {copied ? t.copied : t.copy}
          </button>
        </Notice>
      ) : null}
    </DeskPanel>
  );
}

function StaffRow({ person, me, onChanged }: { person: StaffMember; me: StaffMe; onChanged: () => void }) {
  const t = useT(deskStaffMessages);
  const roles = useT(deskRoleLabels);
  const errorText = useDeskErrorText();
  const [error, setError] = useState<string | null>(null);
  const self = person.ID === me.ID;
  const state = person.Disabled ? t.disabled : person.Enrolled ? t.active : t.invited;

  async function change(call: Promise<{ status: string; data: unknown }>) {
    setError(null);
    const answer = await call;
    if (answer.status !== 'ok') setError(errorText(String(answer.data)));
    onChanged();
  }

  return (
    <tr>
      <td>
        {person.Name || '—'} {self ? <span className="desk-muted">{t.you}</span> : null}
        <div className="desk-muted">{person.Email}</div>
        <ErrorLine text={error} />
      </td>
      <td>
        <select
          className="field__input desk-select"
          aria-label={fill(t.roleOf, { name: person.Name || person.Email })}
          value={person.Role}
          disabled={self}
          onChange={(e) => {
            const role = e.target.value as StaffRole;
            // A role change and disabling are asked once more: a slip of the list would lock someone out.
            if (window.confirm(fill(t.confirmRole, { name: person.Name || person.Email, role: roles[role] })))
              void change(deskRpc.call('desk.staff.setRole', { id: person.ID, role }));
          }}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {roles[r]}
            </option>
          ))}
        </select>
      </td>
      <td data-label={t.country}>{person.Country}</td>
      <td>
        <span
          className={`pill desk-state-pill desk-state-pill--${person.Disabled ? 'off' : person.Enrolled ? 'on' : 'invited'}`}
        >
          {state}
        </span>
      </td>
      <td data-label={t.lastSignIn}>{person.LastSignInAt ? stamp(person.LastSignInAt) : t.never}</td>
      <td>
        {self ? null : (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() =>
              (person.Disabled || window.confirm(fill(t.confirmDisable, { name: person.Name || person.Email }))) &&
              void change(deskRpc.call('desk.staff.setDisabled', { id: person.ID, disabled: !person.Disabled }))
            }
          >
            {person.Disabled ? t.enable : t.disable}
          </button>
        )}
      </td>
    </tr>
  );
}

export default function Staff({ me }: { me: StaffMe }) {
  const t = useT(deskStaffMessages);
  const query = useDeskQuery<StaffMember[]>('staff', () => deskRpc.call('desk.staff.list'));
  return (
    <DeskScreen title={t.heading}>
      <InviteForm onInvited={query.reload} defaultCountry={me.Country} />
      {query.state !== 'ok' ? (
        <QueryState query={query} reload={query.reload} />
      ) : (
        <DeskTable
          columns={[
            { label: t.name },
            { label: t.role },
            { label: t.country },
            { label: t.state },
            { label: t.lastSignIn },
            { label: t.disable, hidden: true },
          ]}
          cards
        >
          {query.data.map((person) => (
            <StaffRow key={person.ID} person={person} me={me} onChanged={query.reload} />
          ))}
        </DeskTable>
      )}
    </DeskScreen>
  );
}
