import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type ReactNode } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { TrashIcon } from '../../runtime-web/display/icons';
import { useFieldId } from '../../runtime-web/form/field-id';
import { fieldError } from '../../runtime-web/form/inputs/FieldShell';
import { useT } from '../../runtime-web/i18n/use-t';

type Item = Record<string, unknown>;

export interface RepeaterProps {
  name: string;
  label: string;
  /** One item in words, lower case: "benefit" ("Move benefit 2 up"). */
  itemLabel: string;
  min?: number;
  max: number;
  /** An item's inputs, named `<name>.<index>.<sub-field>`. */
  renderItem: (prefix: string, item: Item) => ReactNode;
  /** The item's heading: "Benefit 2", or its block type's label. */
  itemTitle: (index: number, item: Item) => string;
  /** Blocks can be folded away to see the order at a glance. */
  collapsible?: boolean;
  /** Blocks can be copied in place. */
  duplicable?: boolean;
  /** The control that adds items: given `append`, and whether the list is full. */
  adder: (append: (item: Item) => void, full: boolean) => ReactNode;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An ordered list of items edited in place (array rows, blocks): add, remove, move up and down with
 * buttons, or drag by the handle (mouse, touch, or the keyboard: focus the handle, Space, arrows, Space).
 * Each sub-field shows its own message beside its input; the list's own (too few, too many) shows below.
 */
export function Repeater({ name, label, itemLabel, min, max, renderItem, itemTitle, collapsible, duplicable, adder }: RepeaterProps) {
  const t = useT();
  const { control, getValues } = useFormContext();
  const { fields, append, remove, move, insert } = useFieldArray({ control, name });
  const { errors } = useFormState({ name });
  const id = useFieldId(name);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const listError = fieldError(errors, name);
  const listMessage = listError?.message ?? fieldError(errors, `${name}.root`)?.message;

  const moveItem = (from: number, to: number) => {
    if (to < 0 || to >= fields.length) return;
    move(from, to);
    setAnnouncement(t('repeater.moved', { item: `${capital(itemLabel)} ${from + 1}`, position: to + 1, count: fields.length }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveItem(fields.findIndex((f) => f.id === active.id), fields.findIndex((f) => f.id === over.id));
  };
  const toggle = (key: string) =>
    setCollapsed((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <div className={`field repeater${listMessage ? ' has-error' : ''}`} role="group" aria-labelledby={`${id}-label`}>
      <div className="field-label">
        <span id={`${id}-label`} className="repeater-label">
          {label}
        </span>
        {min ? <span className="muted repeater-bounds">{t('repeater.atLeast', { min })}</span> : null}
      </div>
      {fields.length === 0 && <p className="muted repeater-empty">{t('repeater.none')}</p>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
          <ol className="repeater-list">
            {fields.map((field, index) => {
              const item = (getValues(`${name}.${index}`) ?? {}) as Item;
              const title = itemTitle(index, item);
              const isCollapsed = collapsed.has(field.id);
              const number = `${itemLabel} ${index + 1}`;
              return (
                <SortableItem
                  key={field.id}
                  sortId={field.id}
                  title={title}
                  dragLabel={t('repeater.drag', { item: number })}
                  actions={
                  <>
                    {collapsible && (
                      <button type="button" className="btn btn-small" aria-expanded={!isCollapsed} aria-label={t(isCollapsed ? 'repeater.expandItem' : 'repeater.collapseItem', { item: number })} onClick={() => toggle(field.id)}>
                        {t(isCollapsed ? 'repeater.expand' : 'repeater.collapse')}
                      </button>
                    )}
                    <button type="button" className="btn btn-small" aria-label={t('repeater.up', { item: number })} disabled={index === 0} onClick={() => moveItem(index, index - 1)}>
                      ↑
                    </button>
                    <button type="button" className="btn btn-small" aria-label={t('repeater.down', { item: number })} disabled={index === fields.length - 1} onClick={() => moveItem(index, index + 1)}>
                      ↓
                    </button>
                    {duplicable && (
                      <button
                        type="button"
                        className="btn btn-small"
                        aria-label={t('repeater.duplicateItem', { item: number })}
                        disabled={fields.length >= max}
                        onClick={() => insert(index + 1, structuredClone(getValues(`${name}.${index}`) as Item))}
                      >
                        {t('repeater.duplicate')}
                      </button>
                    )}
                    <button type="button" className="icon-btn icon-btn-danger" aria-label={t('repeater.remove', { item: number })} onClick={() => remove(index)}>
                      <TrashIcon />
                    </button>
                  </>
                  }
                >
                  <div className="repeater-body" hidden={isCollapsed}>
                    {renderItem(`${name}.${index}`, item)}
                  </div>
                </SortableItem>
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
      {adder((value) => append(value), fields.length >= max)}
      {typeof listMessage === 'string' && listMessage && (
        <p className="field-error" id={`${id}-error`}>
          {listMessage}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

interface SortableItemProps {
  sortId: string;
  title: string;
  dragLabel: string;
  actions: ReactNode;
  children: ReactNode;
}

function SortableItem({ sortId, title, dragLabel, actions, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sortId });
  return (
    <li ref={setNodeRef} className={`repeater-item${isDragging ? ' is-dragging' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <div className="repeater-head">
        <button type="button" className="icon-btn repeater-handle" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={dragLabel}>
          ⠿
        </button>
        <span className="repeater-title">{title}</span>
        <div className="repeater-actions">{actions}</div>
      </div>
      {children}
    </li>
  );
}
