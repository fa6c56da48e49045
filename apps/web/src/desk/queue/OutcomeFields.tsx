// What an outcome asks for on the call screen: the delivery address (offered pre-filled when the shopper
// or an earlier order gave one), the time to call back, the reason, the order this one repeats (by its
// number, with the way to merge the two into one parcel).
import type { CallOutcome, CancelReason, PrefillSource, QueueLead } from '@zdravo/contract/desk';
import { CANCEL_REASONS } from '@zdravo/contract/desk';
import { deskCallMessages, deskCancelReasonLabels } from '@zdravo/contract/messages/desk';
import { deskCallFlowMessages } from '@zdravo/contract/messages/desk-call-flow';
import { TextField } from '../../components/ui/form/index.ts';
import { SelectField } from '../SelectField.tsx';
import { fill, useT } from '../texts.ts';

export interface OutcomeValues {
  street: string;
  postalCode: string;
  place: string;
  callBackAt: string;
  reason: CancelReason | '';
  duplicateOf: string;
}

export const emptyOutcomeValues: OutcomeValues = {
  street: '',
  postalCode: '',
  place: '',
  callBackAt: '',
  reason: '',
  duplicateOf: '',
};

interface Props {
  outcome: CallOutcome;
  lead: QueueLead;
  values: OutcomeValues;
  set: (patch: Partial<OutcomeValues>) => void;
  /** Where the address shown came from, when it was offered. */
  prefilled: PrefillSource | null;
  fieldError: (field: string) => string | null;
  /** Merges this order into the one named as its duplicate (one parcel, one delivery fee). */
  onMerge?: () => void;
}

export function OutcomeFields({ outcome, lead, values, set, prefilled, fieldError, onMerge }: Props) {
  const t = useT(deskCallMessages);
  const flow = useT(deskCallFlowMessages);
  const reasons = useT(deskCancelReasonLabels);
  if (outcome === 'confirmed') {
    return (
      <div className="desk-address" data-fields="confirmed">
        <TextField
          label={t.street}
          autoComplete="off"
          value={values.street}
          onValue={(street) => set({ street })}
          error={fieldError('street')}
        />
        <TextField
          label={t.postalCode}
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          value={values.postalCode}
          onValue={(postalCode) => set({ postalCode })}
          error={fieldError('postalCode')}
        />
        <TextField
          label={t.place}
          autoComplete="off"
          value={values.place}
          onValue={(place) => set({ place })}
          error={fieldError('place')}
        />
        {prefilled ? (
          <p className="desk-muted desk-address__from">
            {prefilled === 'earlier' ? flow.addressEarlier : flow.addressOrder}
          </p>
        ) : null}
      </div>
    );
  }
  if (outcome === 'callBack') {
    return (
      <div data-fields="callBack">
        <TextField
          label={t.callBackAt}
          type="datetime-local"
          value={values.callBackAt}
          onValue={(callBackAt) => set({ callBackAt })}
        />
      </div>
    );
  }
  if (outcome === 'cancelled') {
    return (
      <div data-fields="cancelled">
        <SelectField
          label={t.reason}
          value={values.reason}
          onValue={(reason) => set({ reason })}
          options={[
            { value: '' as const, label: '—' },
            ...CANCEL_REASONS.map((r) => ({ value: r, label: reasons[r] })),
          ]}
        />
      </div>
    );
  }
  if (outcome === 'duplicate') {
    // The other order by its number, as the shopper and the agent know it: the flagged ones offered,
    // any other typed.
    const numbers = lead.Flags.flatMap((f) => (f.Kind === 'duplicate' ? f.Numbers : []));
    return (
      <div data-fields="duplicate">
        {numbers.length > 0 ? (
          <SelectField
            label={t.duplicateOf}
            value={values.duplicateOf}
            onValue={(duplicateOf) => set({ duplicateOf })}
            options={[{ value: '', label: '—' }, ...numbers.map((n) => ({ value: n, label: n }))]}
          />
        ) : (
          <TextField
            label={t.duplicateOf}
            autoComplete="off"
            maxLength={20}
            value={values.duplicateOf}
            onValue={(duplicateOf) => set({ duplicateOf })}
          />
        )}
        {onMerge && values.duplicateOf.trim().length >= 4 ? (
          <div className="desk-merge">
            <p className="desk-muted">{flow.mergeHint}</p>
            <button type="button" className="btn btn--ghost btn--small" onClick={onMerge}>
              {fill(flow.mergeInto, { number: values.duplicateOf.trim().toUpperCase() })}
            </button>
          </div>
        ) : null}
      </div>
    );
  }
  return null;
}
