/** Demo people and places: the team, client testimonials, partners and the company's offices. */
import type { Knex } from 'knex';
import { colours, create, createAll, isEmpty, png, type SeedContext } from './util';

const TEAM = [
  {
    name: 'Olivia Bennett',
    designation: 'Managing Director',
    bio: 'Co-founded Nimbus in 2011 after a decade running infrastructure teams at a regional bank. Leads strategy engagements for our largest clients.',
    email: 'olivia.bennett@nimbus-consulting.example',
    linkedin_url: 'https://www.linkedin.com/in/olivia-bennett-example',
  },
  {
    name: 'Rahul Mehta',
    designation: 'Chief Technology Officer',
    bio: 'Architect of more than forty cloud migrations across AWS and Azure. Sets our engineering standards and runs the architecture review board.',
    linkedin_url: 'https://www.linkedin.com/in/rahul-mehta-example',
    github_url: 'https://github.com/rahulmehta-example',
  },
  {
    name: 'Katrin Vogel',
    designation: 'Head of Cybersecurity',
    bio: 'OSCP- and CISSP-certified penetration tester who has led security programmes for insurers and hospitals. Based in our Berlin office.',
    linkedin_url: 'https://www.linkedin.com/in/katrin-vogel-example',
  },
  {
    name: 'James Whitfield',
    designation: 'Principal Data Consultant',
    bio: 'Helps operations and finance teams trust their numbers, from data platform design to the dashboards leadership uses every Monday.',
    linkedin_url: 'https://www.linkedin.com/in/james-whitfield-example',
    x_url: 'https://x.com/jwhitfield_example',
  },
  {
    name: 'Amara Nwosu',
    designation: 'Delivery Lead, Custom Software',
    bio: 'Runs our product teams in London. Former developer who believes in small releases, honest estimates and demos every other Friday.',
    linkedin_url: 'https://www.linkedin.com/in/amara-nwosu-example',
    github_url: 'https://github.com/amaranwosu-example',
  },
  {
    name: 'Tomás Herrera',
    designation: 'Service Desk Manager',
    bio: 'Keeps our 24/7 managed support running to its SLAs and chairs the monthly service reviews with every support client.',
    linkedin_url: 'https://www.linkedin.com/in/tomas-herrera-example',
  },
];

const TESTIMONIALS = [
  {
    client_name: 'Sarah Lindqvist',
    company: 'Harborline Logistics',
    designation: 'Chief Information Officer',
    message: 'Nimbus moved our warehouse systems to Azure in three waves without a single missed shipment. Their rehearsal weekends gave us real confidence on cut-over night.',
    rating: 5,
    published: true,
  },
  {
    client_name: 'Dr. Michael Grant',
    company: 'Riverside Health Partners',
    designation: 'Head of IT',
    message: 'The security assessment was thorough without being alarmist. We got a ranked list of fixes, and their team helped us close the critical ones within a month.',
    rating: 5,
    published: true,
  },
  {
    client_name: 'Elena Rossi',
    company: 'Fabbrica Digitale',
    designation: 'Product Owner',
    message: 'A genuinely cross-functional team. We saw working software every two weeks and could change priorities without renegotiating the contract.',
    rating: 4,
    published: true,
  },
  {
    client_name: 'Kwame Asante',
    company: 'Harbour Credit Union',
    designation: 'Operations Director',
    message: 'Since Nimbus took over our service desk, ticket backlogs are gone and the monthly reports actually tell us something useful.',
    rating: 5,
    published: true,
  },
  {
    client_name: 'Laura Becker',
    company: 'Stadtwerke Südheim',
    designation: 'IT Project Manager',
    message: 'Good workshop and clear roadmap. The first draft of the budget was higher than we hoped, but they worked with us to phase it sensibly.',
    rating: 4,
    published: false,
  },
];

const PARTNERS = [
  { name: 'Microsoft', website: 'https://www.microsoft.com', partnership: 'technology', description: 'Solutions Partner for Infrastructure and Security (Azure).' },
  { name: 'Amazon Web Services', website: 'https://aws.amazon.com', partnership: 'technology', description: 'AWS Advanced Tier Services Partner with migration competency.' },
  { name: 'Google Cloud', website: 'https://cloud.google.com', partnership: 'technology', description: 'Partner for data analytics and BigQuery platforms.' },
  { name: 'Atlassian', website: 'https://www.atlassian.com', partnership: 'reseller', description: 'Reseller and implementation partner for Jira Service Management.' },
  { name: 'Harborline Logistics', website: 'https://harborline-logistics.example', partnership: 'client', description: 'Cloud migration and managed support client since 2019.' },
  { name: 'Riverside Health Partners', website: 'https://riverside-health.example', partnership: 'client', description: 'Security programme client since 2021.' },
];

const ADDRESSES = [
  {
    title: 'Head office',
    address_line1: '120 Harbor Street, Suite 400',
    city: 'Boston',
    region: 'MA',
    postcode: '02110',
    country: 'United States',
    phone: '+1 617 555 0142',
    email: 'hello@nimbus-consulting.example',
    opening_hours: 'Mon-Fri 08:30-18:00 (ET)',
    map_url: 'https://www.openstreetmap.org/search?query=Boston%20MA%2002110',
    headquarters: true,
  },
  {
    title: 'London office',
    address_line1: '18 Clerkenwell Close',
    address_line2: 'Third floor',
    city: 'London',
    region: null,
    postcode: 'EC1R 0AA',
    country: 'United Kingdom',
    phone: '+44 20 7946 0958',
    email: 'london@nimbus-consulting.example',
    opening_hours: 'Mon-Fri 09:00-17:30 (GMT)',
    map_url: 'https://www.openstreetmap.org/search?query=Clerkenwell%20London',
    headquarters: false,
  },
  {
    title: 'Berlin delivery centre',
    address_line1: 'Friedrichstraße 68',
    city: 'Berlin',
    region: null,
    postcode: '10117',
    country: 'Germany',
    phone: '+49 30 5550 1200',
    email: 'berlin@nimbus-consulting.example',
    opening_hours: 'Mo-Fr 09:00-18:00 (CET)',
    map_url: 'https://www.openstreetmap.org/search?query=Friedrichstra%C3%9Fe%2068%20Berlin',
    headquarters: false,
  },
];

export async function seedPeople(db: Knex, ctx: SeedContext): Promise<string[]> {
  const seeded: string[] = [];

  if (await isEmpty(db, 'team_members')) {
    for (const [i, m] of TEAM.entries()) await create(ctx, 'team-member', { ...m, display_order: i + 1, active: true }, { files: { photo: png('team-member', 400, 400, colours(i)) } });
    seeded.push(`${TEAM.length} team members`);
  }

  if (await isEmpty(db, 'testimonials')) {
    for (const [i, r] of TESTIMONIALS.entries()) await create(ctx, 'testimonial', r, { files: { photo: png('testimonial', 200, 200, colours(i + 3)) } });
    seeded.push(`${TESTIMONIALS.length} testimonials`);
  }

  if (await isEmpty(db, 'partners')) {
    for (const [i, p] of PARTNERS.entries()) await create(ctx, 'partner', { ...p, display_order: i + 1, active: true }, { files: { logo: png('partner', 320, 120, colours(i + 5)) } });
    seeded.push(`${PARTNERS.length} partners`);
  }

  if (await isEmpty(db, 'addresses')) {
    await createAll(ctx, 'address', ADDRESSES.map((a, i) => ({ address_line2: null, ...a, display_order: i + 1 })));
    seeded.push(`${ADDRESSES.length} addresses`);
  }

  return seeded;
}
