/**
 * The records the site's section blocks show (team members, features, banners, ...), read through the
 * public API like every page's data, so the viewer's access applies. A content page reads the lists its
 * layout needs after reading the page; the home page reads every list together with its `home` page (one
 * round of parallel reads, as before blocks), at the usual number of rows each.
 */
import { aboutFeatureApi, bannerApi, consultingStepApi, itConsultingApi, partnerApi, partnerCountApi, productApi, serviceApi, teamMemberApi, testimonialApi } from '../../generated/api';
import type { Page } from '../../generated/schemas/page.schema';
import type { RequestOptions } from '../../runtime-web/api/client';

export type Block = Page['layout'][number];
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/**
 * Per block type that shows records: the list it reads (in the page's locale, for records with localized
 * fields) and how many rows it shows unless the block says.
 */
const SECTION_READS = {
  banner: { rows: 10, read: (perPage: number, o: RequestOptions, locale: string) => bannerApi.list({ perPage, sort: '-id', locale }, o) },
  counters: { rows: 8, read: (perPage: number, o: RequestOptions) => partnerCountApi.list({ perPage, sort: 'display_order' }, o) },
  features: { rows: 6, read: (perPage: number, o: RequestOptions) => aboutFeatureApi.list({ perPage, sort: 'display_order' }, o) },
  services: { rows: 6, read: (perPage: number, o: RequestOptions, locale: string) => serviceApi.list({ perPage, sort: ['-featured', 'display_order'], locale }, o) },
  products: { rows: 3, read: (perPage: number, o: RequestOptions, locale: string) => productApi.list({ perPage, sort: ['-featured', 'name'], locale }, o) },
  testimonials: { rows: 3, read: (perPage: number, o: RequestOptions) => testimonialApi.list({ perPage, sort: '-created_at' }, o) },
  teamMembers: { rows: 4, read: (perPage: number, o: RequestOptions) => teamMemberApi.list({ perPage, sort: 'display_order' }, o) },
  consultingSteps: { rows: 10, read: (perPage: number, o: RequestOptions) => consultingStepApi.list({ perPage, sort: 'step_number' }, o) },
  itConsulting: { rows: 6, read: (perPage: number, o: RequestOptions) => itConsultingApi.list({ perPage, sort: 'display_order' }, o) },
  partners: { rows: 12, read: (perPage: number, o: RequestOptions) => partnerApi.list({ perPage, sort: 'display_order' }, o) },
};

type SectionReads = typeof SECTION_READS;
export type SectionType = keyof SectionReads;

/** The rows read for each section type on the page (a type the page lacks is absent). */
export type SectionData = { [K in SectionType]?: Awaited<ReturnType<SectionReads[K]['read']>>['data'] };

const isSection = (type: string): type is SectionType => Object.hasOwn(SECTION_READS, type);

/** How many rows a block shows: its own "Show at most", else its type's usual number. */
export function rowsOf(block: Block): number {
  const own = 'max_items' in block ? block.max_items : null;
  return own ?? (isSection(block.type) ? SECTION_READS[block.type].rows : 0);
}

async function readSections(wanted: Map<SectionType, number>, o: RequestOptions, locale: string): Promise<SectionData> {
  const entries = await Promise.all([...wanted].map(async ([type, rows]) => [type, (await SECTION_READS[type].read(rows, o, locale)).data] as const));
  return Object.fromEntries(entries);
}

/** The lists a layout's section blocks show, each read once at the most rows any of its blocks wants. */
export function readSectionsOf(layout: readonly Block[], o: RequestOptions, locale: string): Promise<SectionData> {
  const wanted = new Map<SectionType, number>();
  for (const block of layout) if (isSection(block.type)) wanted.set(block.type, Math.max(wanted.get(block.type) ?? 0, rowsOf(block)));
  return readSections(wanted, o, locale);
}

/** Every list at its usual number of rows: the home page reads them alongside its layout. */
export function readAllSections(o: RequestOptions, locale: string): Promise<SectionData> {
  return readSections(new Map(Object.entries(SECTION_READS).map(([type, { rows }]) => [type as SectionType, rows])), o, locale);
}
