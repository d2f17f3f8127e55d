/**
 * The colour kind on a page of its own: its input in an admin form as a generated form page holds
 * it, and its values in list cells and on a details list (the runtime's ListCell and DetailsList).
 * Bundled by tests/e2e/color-input.test.ts with esbuild and opened in Chromium. The schema stands in
 * for the generated one (a required colour and an optional one, '' for none).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { z, type ZodType } from 'zod';
import { HEX_COLOR, HEX_COLOR_MESSAGE } from '../../../kinds/color/value';
import { ColorInput } from '../../../kinds/color/ColorInput';
import type { EntityMeta, FieldMeta } from '../../../runtime-shared/meta';
import { DetailsList } from '../../../runtime-web/details/DetailsList';
import { ListCell } from '../../../runtime-web/list/cells';

const schema = z.object({
  accent_color: z.string().regex(HEX_COLOR, HEX_COLOR_MESSAGE),
  badge_color: z.union([z.literal(''), z.string().regex(HEX_COLOR, HEX_COLOR_MESSAGE)]),
});

const accent: FieldMeta = { name: 'accent_color', kind: 'color', label: 'Accent colour', required: false, searchable: false, sortable: true, writeOnly: false };
const meta = { name: 'category', label: 'Category', fields: [accent] } as unknown as EntityMeta;
const rows = [
  { id: 1, name: 'Cloud', accent_color: '#1e90ff' },
  { id: 2, name: 'Data', accent_color: '#ff8800' },
  { id: 3, name: 'Plain', accent_color: null },
];

function Values() {
  return (
    <>
      <div className="card table-wrap">
        <table className="data-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Accent colour</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.name}</td>
                <td>
                  <ListCell field={accent} row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DetailsList meta={meta} fields={['accent_color']} record={rows[0]!} />
    </>
  );
}

function Harness() {
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as unknown as ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues: { accent_color: '#1e90ff', badge_color: '' },
    mode: 'onTouched',
  });
  const [saved, setSaved] = useState<string>();
  return (
    <FormProvider {...form}>
      <form className="card form" noValidate onSubmit={(event) => void form.handleSubmit((values) => setSaved(JSON.stringify(values)))(event)}>
        <ColorInput name="accent_color" label="Accent colour" required />
        <ColorInput name="badge_color" label="Badge colour" />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">
            Submit
          </button>
          <button type="button" className="btn" onClick={() => form.reset({ accent_color: '#336699', badge_color: '' })}>
            Reset
          </button>
        </div>
        {saved && <output>{saved}</output>}
      </form>
      <Values />
    </FormProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Harness />);
