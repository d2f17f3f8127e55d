import { createContext, useContext, type ComponentType } from 'react';
import type { ZodType } from 'zod';
import type { EntityMeta } from '../../../runtime-shared/meta';
import { canManage } from '../../auth/can';
import type { AuthUser } from '../../auth/storage';

/** The add form of an entity, without its page: what a dialog needs to create one record. */
export interface InlineForm {
  meta: EntityMeta;
  /** The entity's create schema (the same the add page validates with). */
  schema: ZodType;
  /** The generated field list of the add/edit page (`<CategoryFields />`). */
  Fields: ComponentType;
}

/** One entity a relation select may create inline; the form is loaded only when asked for. */
export interface InlineFormEntry {
  /** The entity's label, for "Create Category". */
  label: string;
  load: () => Promise<InlineForm>;
}

/** By entity API name; `generated/web/inline-forms.ts` lists every relation target that has an add screen. */
export type InlineForms = Readonly<Record<string, InlineFormEntry>>;

/**
 * The entities relation selects may create inline. None without a provider
 * (a hand-written form), and none inside an inline dialog: one dialog at a time.
 */
export const InlineFormsContext = createContext<InlineForms>({});

export interface InlineCreateProps {
  entry: InlineFormEntry;
  show: string;
  /** The select's last search text, to start the new record's shown field with. */
  typed: string;
  /** Called with the new record's id and label: the select picks it. */
  onCreated: (id: number, label: string) => void;
}

/**
 * The "Create …" button and its dialog (InlineCreate.tsx), handed to relation selects by the admin
 * layout. The select cannot import it: the dialog's form reads the field kinds' registry, and the
 * select is a kind's input (an import cycle). Null: no inline creation.
 */
export const InlineCreateContext = createContext<ComponentType<InlineCreateProps> | null>(null);

/**
 * The inline form for creating a record of `entity`, when there is one and the
 * user's role is granted `create` on it (as the server's POST /api/<entity>
 * requires, and as the list's "Add" button decides): otherwise undefined.
 * @example const create = useInlineCreate('category', user);
 */
export function useInlineCreate(entity: string, user: AuthUser | null): InlineFormEntry | undefined {
  const forms = useContext(InlineFormsContext);
  const entry = Object.hasOwn(forms, entity) ? forms[entity] : undefined;
  return entry && canManage(entity, 'create', user) ? entry : undefined;
}
