import { useState, type ReactNode } from 'react';
import { useFieldId } from '../../runtime-web/form/field-id';
import { useT } from '../../runtime-web/i18n/use-t';
import { Repeater } from '../array/Repeater';

/** One block type as the form offers it (generated from the field's declaration). */
export interface BlockTypeInput {
  type: string;
  label: string;
  /** A new block's starting values, its `type` included. */
  newItem: Record<string, unknown>;
  /** The block's inputs, named `<prefix>.<sub-field>`. */
  render: (prefix: string) => ReactNode;
}

export interface BlocksInputProps {
  name: string;
  label: string;
  min?: number;
  max: number;
  types: readonly BlockTypeInput[];
}

/**
 * Blocks of declared types, in order: "Add block" offers the types; each block can be collapsed,
 * moved (buttons, or dragged by its handle with the mouse or the keyboard), duplicated and removed.
 */
export function BlocksInput({ name, label, min, max, types }: BlocksInputProps) {
  const t = useT();
  const typeOf = (item: Record<string, unknown>) => types.find((block) => block.type === item.type);
  return (
    <Repeater
      name={name}
      label={label}
      itemLabel={t('blocks.item')}
      {...(min ? { min } : {})}
      max={max}
      collapsible
      duplicable
      renderItem={(prefix, item) => typeOf(item)?.render(prefix) ?? <p className="field-error">{t('blocks.gone', { type: String(item.type) })}</p>}
      itemTitle={(index, item) => `${index + 1}. ${typeOf(item)?.label ?? String(item.type)}`}
      adder={(append, full) => <AddBlockMenu name={name} types={types} full={full} onAdd={(type) => append(structuredClone(type.newItem))} />}
    />
  );
}

function AddBlockMenu({ name, types, full, onAdd }: { name: string; types: readonly BlockTypeInput[]; full: boolean; onAdd: (type: BlockTypeInput) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = `${useFieldId(name)}-add-menu`;
  return (
    <div className="add-block">
      <button type="button" className="btn btn-small" aria-expanded={open} aria-controls={menuId} disabled={full} onClick={() => setOpen(!open)}>
        {t('blocks.add')}
      </button>
      {open && (
        <ul className="add-block-menu" id={menuId} aria-label={t('blocks.types')}>
          {types.map((type) => (
            <li key={type.type}>
              <button
                type="button"
                className="btn btn-small"
                autoFocus={type === types[0]}
                onClick={() => {
                  onAdd(type);
                  setOpen(false);
                }}
              >
                {type.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
