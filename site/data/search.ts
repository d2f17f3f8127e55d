/** What `GET /api/search` answers (site/server/search/openapi.ts declares it): read by the /search page. */
export interface SearchHit {
  entity: string;
  /** What the record is, for people: Content Page, Product, Job. */
  label: string;
  id: number;
  /** The record's public page. */
  url: string;
  /** HTML: escaped, the matching words in <mark>. */
  title: string;
  /** HTML: escaped, the matching words in <mark>; empty when the record has no more text. */
  excerpt: string;
}

export interface SearchResults {
  data: SearchHit[];
  meta: { total: number; page: number; perPage: number; q: string };
}
