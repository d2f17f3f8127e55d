/**
 * The list query language of the generated APIs (`?page=2&sort=-title&filter[state]=posted`), typed by an
 * entity's sortable fields: shared by the record calls (resource-client.ts) and the back-office calls
 * (back-office.ts). Defined once, for the server too, in runtime-shared/list-query.ts.
 */
export { listQueryString, type FieldFilter, type ListFilter, type ListParams, type SortKey } from '../../runtime-shared/list-query';
