// The texts per spelling variant: ijekavian (BA, ME), ekavian (RS), and the Croatian and Montenegrin
// overrides, whose empty fields read the ijekavian text (shown as their placeholder).
import { useState } from 'react';
import { deskCatalogEditorMessages } from '@zdravo/contract/messages/desk-catalog';
import { TextField } from '../../components/ui/form/index.ts';
import { DeskPanel } from '../DeskScreen.tsx';
import { SelectField } from '../SelectField.tsx';
import { useT } from '../texts.ts';
import {
  FORM_VARIANTS,
  TEXT_FIELDS,
  type EditorForm,
  type FormVariant,
  type TextField as Field,
} from './editor-form.ts';
import { TextArea } from './fields.tsx';

interface Props {
  form: EditorForm;
  errorOf: (path: string) => string | null;
  onText: (variant: FormVariant, field: Field, value: string) => void;
}

const LONG: ReadonlySet<Field> = new Set(['subHeading', 'description', 'howToUse', 'advantages', 'benefits']);

export function TextsPanel({ form, errorOf, onText }: Props) {
  const t = useT(deskCatalogEditorMessages);
  const [variant, setVariant] = useState<FormVariant>('ije');
  const names: Record<FormVariant, string> = { ije: t.variantIje, eke: t.variantEke, hr: t.variantHr, me: t.variantMe };
  const override = variant === 'hr' || variant === 'me';
  return (
    <DeskPanel title={t.texts} wide>
      <div className="desk-editor__variant">
        <SelectField
          label={t.variant}
          value={variant}
          onValue={setVariant}
          options={FORM_VARIANTS.map((v) => ({ value: v, label: names[v] }))}
        />
        {override ? <p className="desk-muted">{t.overrideHint}</p> : null}
      </div>
      <div className="desk-editor__texts" data-testid={`texts-${variant}`}>
        {TEXT_FIELDS.map((field) => {
          const common = {
            label: t[field],
            value: form.texts[variant][field],
            onValue: (v: string) => onText(variant, field, v),
            error: errorOf(`texts.${variant}.${field}`) ?? errorOf(`texts.${variant}.${field}.0`),
            placeholder: override ? form.texts.ije[field] : undefined,
          };
          return LONG.has(field) ? (
            <TextArea key={`${variant}-${field}`} rows={field === 'description' ? 8 : 4} {...common} />
          ) : (
            <TextField key={`${variant}-${field}`} {...common} />
          );
        })}
      </div>
    </DeskPanel>
  );
}
