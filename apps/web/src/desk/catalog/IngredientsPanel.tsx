// A single product's composition as data: the daily dose, the package, and per ingredient its name in
// each variant (HR "krom" where BA and ME read "hrom"), a detail, the amount per daily dose and % NRV.
import { fillText } from '@zdravo/contract';
import { deskCatalogEditorMessages } from '@zdravo/contract/messages/desk-catalog';
import { TextField } from '../../components/ui/form/index.ts';
import { DeskPanel } from '../DeskScreen.tsx';
import { useT } from '../texts.ts';
import { emptyIngredient, type EditorForm, type IngredientForm } from './editor-form.ts';

interface Props {
  form: EditorForm;
  errorOf: (path: string) => string | null;
  onChange: (change: Partial<Pick<EditorForm, 'dailyDose' | 'packSize' | 'rows'>>) => void;
}

export function IngredientsPanel({ form, errorOf, onChange }: Props) {
  const t = useT(deskCatalogEditorMessages);
  const setRow = (i: number, change: Partial<IngredientForm>) =>
    onChange({ rows: form.rows.map((r, j) => (j === i ? { ...r, ...change } : r)) });
  return (
    <DeskPanel title={t.ingredients} wide>
      <div className="desk-editor__grid">
        <TextField
          label={t.dailyDose}
          value={form.dailyDose}
          onValue={(dailyDose) => onChange({ dailyDose })}
          error={errorOf('ingredients.dailyDose')}
        />
        <TextField
          label={t.packSize}
          value={form.packSize}
          onValue={(packSize) => onChange({ packSize })}
          error={errorOf('ingredients.packSize')}
        />
      </div>
      {form.rows.map((row, i) => {
        const n = i + 1;
        const at = (field: string) => errorOf(`ingredients.rows.${i}.${field}`);
        return (
          <fieldset key={i} className="desk-editor__ingredient" data-testid={`ingredient-${n}`}>
            <legend>{fillText(t.ingredientRow, { n })}</legend>
            <TextField
              label={fillText(t.ingredientName, { variant: 'BA' })}
              value={row.name}
              onValue={(name) => setRow(i, { name })}
              error={at('name')}
            />
            <TextField
              label={fillText(t.ingredientName, { variant: 'RS' })}
              value={row.eke}
              placeholder={row.name}
              onValue={(eke) => setRow(i, { eke })}
            />
            <TextField
              label={fillText(t.ingredientName, { variant: 'HR' })}
              value={row.hr}
              placeholder={row.name}
              onValue={(hr) => setRow(i, { hr })}
            />
            <TextField
              label={fillText(t.ingredientName, { variant: 'ME' })}
              value={row.me}
              placeholder={row.name}
              onValue={(me) => setRow(i, { me })}
            />
            <TextField
              label={t.ingredientDetail}
              value={row.detail}
              onValue={(detail) => setRow(i, { detail })}
              error={at('detail')}
            />
            <TextField
              label={t.ingredientAmount}
              value={row.amount}
              onValue={(amount) => setRow(i, { amount })}
              error={at('amount')}
            />
            <TextField
              label={t.ingredientNrv}
              inputMode="numeric"
              value={row.nrv}
              onValue={(nrv) => setRow(i, { nrv })}
              error={at('nrv')}
            />
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => onChange({ rows: form.rows.filter((_, j) => j !== i) })}
            >
              {fillText(t.removeIngredient, { n })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="btn btn--ghost btn--small"
        onClick={() => onChange({ rows: [...form.rows, emptyIngredient()] })}
      >
        {t.addIngredient}
      </button>
    </DeskPanel>
  );
}
