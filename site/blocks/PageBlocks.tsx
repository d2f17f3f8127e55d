/**
 * A page's layout, block by block, each by its type's component. A block of a type this site does not know
 * (a stored block newer than the bundle, or one whose component is missing) is skipped: the rest of the
 * page still renders. Section blocks show the records `sections` holds (section-data.ts) and the company
 * record of the root loader (site/data/shell.ts).
 */
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import { Link } from '../components/LocaleLink';
import type { ShellData } from '../data/shell';
import { AboutTeaser, CompanyStory, Offices } from '../sections/AboutSections';
import { Counters, Features, Partners, Team, Testimonials } from '../sections/CompanySections';
import { ConsultingSteps, ItConsultingServices } from '../sections/ConsultingSections';
import { Section } from '../sections/Section';
import { ServiceCards } from '../sections/ServiceCards';
import { BannerHero } from '../home/BannerHero';
import { ProductCards } from '../shop/web/ProductCards';
import { CallToAction } from './CallToAction';
import { Faq } from './Faq';
import { Hero } from './Hero';
import { Quote } from './Quote';
import { rowsOf, type Block, type BlockOf, type BlockType, type SectionData } from './section-data';
import { Stats } from './Stats';
import { TextBlock } from './TextBlock';

/** What a block's component gets: the block, a unique id for its heading, and the page's data. */
export interface BlockProps<T extends BlockType> {
  block: BlockOf<T>;
  id: string;
  /** The page's first block: a hero there is the page header (h1). */
  first: boolean;
  sections: SectionData;
  shell: ShellData;
  /** Today in the site's time zone (prices with a discount window). */
  today: string;
}

/** The rows a section block shows: its list, cut to the block's "Show at most". */
const rows = <T,>(list: T[] | undefined, block: Block): T[] => (list ?? []).slice(0, rowsOf(block));

/** One component per block type; the compiler checks that every type of the page entity has one. */
const COMPONENTS: { [T in BlockType]: (props: BlockProps<T>) => ReactNode } = {
  hero: ({ block, id, first }) => <Hero block={block} id={id} first={first} />,
  richText: ({ block }) => <TextBlock block={block} />,
  quote: ({ block }) => <Quote block={block} />,
  cta: ({ block, id }) => <CallToAction block={block} id={id} />,
  faq: ({ block, id }) => <Faq block={block} id={id} />,
  stats: ({ block, id }) => <Stats block={block} id={id} />,
  companyStory: ({ block, shell }) => <CompanyStory about={shell.about} companyName={shell.companyName} mission={block.show_mission} />,
  counters: ({ block, sections }) => <Counters counters={rows(sections.counters, block)} title={block.heading} />,
  features: ({ block, id, sections }) => <Features features={rows(sections.features, block)} id={id} title={block.heading} lead={block.lead} />,
  teamMembers: ({ block, id, sections }) => <Team members={rows(sections.teamMembers, block)} id={id} title={block.heading} lead={block.lead} />,
  offices: ({ block, id, shell }) => <Offices addresses={shell.addresses} id={id} title={block.heading} />,
  banner: ({ block, sections }) => <BannerHero banners={rows(sections.banner, block)} />,
  aboutTeaser: ({ block, id, shell }) => <AboutTeaser about={shell.about} id={id} title={block.heading} />,
  services: ({ block, id, sections }) => {
    const services = rows(sections.services, block);
    if (!services.length) return null;
    return (
      <Section id={id} title={block.heading || 'Our services'} lead={block.lead || 'From strategy to delivery, one team for your business and technology.'} soft>
        <ServiceCards services={services} />
      </Section>
    );
  },
  products: ({ block, id, sections, today }) => {
    const products = rows(sections.products, block);
    if (!products.length) return null;
    return (
      <Section id={id} title={block.heading || 'Products'} lead={block.lead || 'Licences, support plans and workshops you can order online.'}>
        <ProductCards products={products} today={today} />
        <p><Link to="/products" className="more-link">All products</Link></p>
      </Section>
    );
  },
  testimonials: ({ block, id, sections }) => <Testimonials testimonials={rows(sections.testimonials, block)} id={id} title={block.heading} lead={block.lead} />,
  consultingSteps: ({ block, id, sections }) => <ConsultingSteps steps={sections.consultingSteps ?? []} id={id} title={block.heading} lead={block.lead} />,
  itConsulting: ({ block, id, sections }) => <ItConsultingServices offers={sections.itConsulting ?? []} id={id} title={block.heading} lead={block.lead} />,
  partners: ({ block, id, sections }) => <Partners partners={sections.partners ?? []} id={id} title={block.heading} lead={block.lead} />,
};

function BlockView({ block, ...rest }: Omit<BlockProps<BlockType>, 'block'> & { block: Block }) {
  const Component = (COMPONENTS as Partial<Record<string, (props: BlockProps<BlockType>) => ReactNode>>)[block.type];
  return Component ? <Component block={block} {...rest} /> : null;
}

/**
 * The blocks in their order. `firstIsHeader`: the first block opens the page (a hero there is its h1).
 * @example <PageBlocks blocks={page.layout} sections={sections} today={today} firstIsHeader />
 */
export function PageBlocks(props: { blocks: readonly Block[]; sections: SectionData; today: string; firstIsHeader?: boolean; start?: number }) {
  const { blocks, sections, today, firstIsHeader = false, start = 0 } = props;
  const shell = useRouteLoaderData('root') as ShellData;
  return (
    <>
      {blocks.map((block, i) => (
        // `start`: the place of the first block in the layout, so that heading ids stay unique when a page renders its layout in parts.
        <BlockView key={start + i} block={block} id={`block-${start + i + 1}`} first={firstIsHeader && i === 0} sections={sections} shell={shell} today={today} />
      ))}
    </>
  );
}
