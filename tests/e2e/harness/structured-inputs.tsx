/**
 * The group, array and blocks inputs on a page of their own: the content page's generated form fields
 * (PageFields: its `seo` group and `layout` blocks, whose faq block holds an array of questions) and the
 * product's specification rows as ProductFields writes them, validated by the generated schemas.
 * Bundled by tests/e2e/structured-inputs.test.ts with esbuild and opened in Chromium.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { pageCreateSchema, pageMeta } from '../../../generated/schemas/page.schema';
import { productCreateSchema } from '../../../generated/schemas/product.schema';
import { PageFields } from '../../../generated/web/page/PageFields';
import { ArrayInput } from '../../../kinds/array/ArrayInput';
import { TextInput } from '../../../runtime-web/form/fields';
import { toFormValues } from '../../../runtime-web/form/form-values';

const schema = pageCreateSchema.extend({ specifications: productCreateSchema.shape.specifications });

const record = {
  slug: 'about',
  title: 'About us',
  body: '<p>Who we are</p>',
  seo: { title: 'About Nimbus', description: null, no_index: false },
  layout: [
    { type: 'hero', heading: 'Cloud without the drama', subheading: null, button_label: null, button_url: null },
    { type: 'quote', text: 'They simply delivered.', author: 'A. Customer' },
  ],
  published: true,
};

function Harness() {
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as unknown as ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>,
    defaultValues: { ...toFormValues(pageMeta, record), specifications: [] },
    mode: 'onTouched',
  });
  const [saved, setSaved] = useState<string>();
  return (
    <FormProvider {...form}>
      <form className="card form" noValidate onSubmit={(event) => void form.handleSubmit((values) => setSaved(JSON.stringify(values)))(event)}>
        <ArrayInput
          name="specifications"
          label="Specifications"
          rowLabel="specification"
          max={30}
          newRow={{}}
          renderRow={(r0: string) => (
            <>
              <TextInput name={`${r0}.label`} label="Label" required />
              <TextInput name={`${r0}.value`} label="Value" required />
            </>
          )}
        />
        <PageFields />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">
            Submit
          </button>
        </div>
        {saved && <output>{saved}</output>}
      </form>
    </FormProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Harness />);
