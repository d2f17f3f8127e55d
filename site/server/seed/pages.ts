/**
 * Demo content of the content pages (/privacy-policy, /help-center, ...) and
 * the pricing plans. Text lives here and in the database, never in the web
 * bundle: staff rewrite it under Content Pages and Pricing Plans.
 */
import type { Knex } from 'knex';
import type { Page } from '../../../generated/schemas/page.schema';
import { COMPANY_NAME } from '../../company';
import { GERMAN, GERMAN_PAGES, writesGerman } from './translations';
import { create, createAll, isEmpty, update, type SeedContext } from './util';

const p = (...paragraphs: string[]) => paragraphs.map((text) => (text.startsWith('<') ? text : `<p>${text}</p>`)).join('');

type Layout = Page['layout'];
type DemoPage = { slug: string; title: string; meta_description: string; body?: string; layout?: Layout };

/** Blocks with every sub-field, as the API stores them (null when empty). */
const hero = (heading: string, subheading: string, eyebrow: string | null = null, button?: [label: string, url: string]): Layout[number] => ({
  type: 'hero',
  eyebrow,
  heading,
  subheading,
  button_label: button?.[0] ?? null,
  button_url: button?.[1] ?? null,
});
const text = (...paragraphs: string[]): Layout[number] => ({ type: 'richText', body: p(...paragraphs) });
const faq = (heading: string, items: [question: string, answer: string][]): Layout[number] => ({ type: 'faq', heading, items: items.map(([question, answer]) => ({ question, answer })) });
const cta = (heading: string, button_label: string, button_url: string, style: 'primary' | 'subtle' = 'primary'): Layout[number] => ({ type: 'cta', heading, button_label, button_url, style });
const stats = (heading: string, items: [value: string, label: string][]): Layout[number] => ({ type: 'stats', heading, items: items.map(([value, label]) => ({ value, label })) });
const quote = (words: string, author: string): Layout[number] => ({ type: 'quote', text: words, author });
const titled = (type: 'features' | 'teamMembers' | 'services' | 'products' | 'testimonials', max_items: number | null = null): Layout[number] => ({ type, heading: null, lead: null, max_items });

export const DEMO_PAGES: DemoPage[] = [
  {
    slug: 'about',
    title: 'About us',
    meta_description: 'Who we are: the story, mission and people of Nimbus Consulting, and where to find our offices.',
    layout: [
      hero(COMPANY_NAME, 'IT services and consulting that keep your business moving', 'About us'),
      { type: 'companyStory', show_mission: true },
      { type: 'counters', heading: null },
      titled('features', 12),
      titled('teamMembers', 24),
      { type: 'offices', heading: null },
    ],
  },
  {
    // Not a page of its own: its sections order the home page (site/pages/HomePage.tsx).
    slug: 'home',
    title: 'Home page sections',
    meta_description: 'The order of the home page sections.',
    layout: [
      { type: 'banner', max_items: null },
      { type: 'counters', heading: null },
      { type: 'aboutTeaser', heading: null },
      titled('features'),
      titled('services'),
      titled('products'),
      titled('testimonials'),
      titled('teamMembers'),
      { type: 'consultingSteps', heading: null, lead: null },
      { type: 'itConsulting', heading: null, lead: null },
      { type: 'partners', heading: null, lead: null },
    ],
  },
  {
    slug: 'ideas',
    title: 'Ideas & insights',
    meta_description: 'Practical notes from our consultants on cloud, security, data and running IT for a growing business.',
    layout: [
      hero('Ideas & insights', 'Every quarter our consultants write down what they learned on client projects, so that you can use it without hiring us.', 'From our consultants'),
      text(
        '<h2>Cloud costs are a design decision</h2>',
        'Most cloud bills grow because nobody owns them. We recommend a monthly cost review per product team, tags on every resource and a budget alert at 80 % of the forecast.',
        '<h2>Start security with an inventory</h2>',
        'You cannot protect what you do not know you run. A complete list of applications, accounts and suppliers is the first deliverable of every security assessment we do.',
        '<h2>Dashboards need owners</h2>',
        'A report without an owner is out of date within a month. Name one person per dashboard who answers for its numbers.',
      ),
      cta('Want a second opinion on your own setup?', 'Talk to a consultant', '/contact', 'subtle'),
    ],
  },
  {
    slug: 'design-studio',
    title: 'Design studio',
    meta_description: 'Our product designers run discovery workshops, build clickable prototypes and test them with your users.',
    layout: [
      hero('Design studio', 'We turn a business problem into a product people want to use. Designers work next to engineers from the first day, so what we draw is what we can build.', 'Product design', ['Book a discovery workshop', '/contact']),
      text(
        '<h2>What we do</h2>',
        '<ul><li>Discovery workshops with your team and your customers</li><li>Clickable prototypes within two weeks</li><li>Usability tests with five to eight real users per round</li><li>Design systems that your developers can maintain</li></ul>',
        'Every project ends with the source files and a short handbook, so your team can continue without us.',
      ),
      stats('A typical first project', [['2 weeks', 'to a clickable prototype'], ['5–8', 'users tested per round'], ['3', 'rounds of testing before launch']]),
      quote('The prototype answered in two weeks what our steering group had argued about for six months.', 'Head of Digital, regional insurer'),
      faq('Questions about the design studio', [
        ['Do we need a finished brief before the workshop?', 'No. The discovery workshop is where the brief is written: bring the problem, the people who feel it and any numbers you have.'],
        ['Who owns the designs?', 'You do. Source files, the prototype and the design system are handed over at the end of every project.'],
        ['Can you work with our own developers?', 'Yes. Most of our design work is delivered to in-house teams; our designers join their planning and reviews until the first release.'],
      ]),
      cta('Have a product idea that needs shaping?', 'Talk to a designer', '/contact'),
    ],
  },
  {
    slug: 'campaigns',
    title: 'Campaigns',
    meta_description: 'Current offers from Nimbus Consulting: free cloud readiness reviews and discounted security workshops.',
    layout: [
      hero('Campaigns', 'Offers for this quarter: mention the campaign when you write to us.', 'Current offers'),
      text(
        '<h2>Cloud readiness review: free until the end of the quarter</h2>',
        'A senior architect reviews three of your applications and tells you which can move to the cloud, in what order, and at what cost. The review takes two days and ends with a written report.',
        '<h2>Security awareness workshop for your team</h2>',
        'A half-day workshop on phishing, passwords and safe file sharing, held at your office or online. Book it together with a penetration test and the workshop is included.',
      ),
      cta('Take part in a campaign', 'Write to us', '/contact'),
    ],
  },
  {
    slug: 'sustainability-commitment',
    title: 'Our sustainability commitment',
    meta_description: 'How Nimbus Consulting reduces its own footprint and helps clients run greener IT.',
    layout: [
      hero('Our sustainability commitment', 'Technology uses energy. We take responsibility for our own share and help our clients reduce theirs.', 'Sustainability'),
      stats('Where we stand in 2026', [['100 %', 'renewable electricity in our offices'], ['4 years', 'minimum life of every laptop'], ['600 km', 'below which we take the train']]),
      text(
        '<h2>In our own offices</h2>',
        '<ul><li>All three offices run on certified renewable electricity</li><li>Laptops are used for at least four years, then refurbished and donated</li><li>Train before plane for every trip under 600 km</li></ul>',
        '<h2>In client projects</h2>',
        'We size cloud resources to real demand, switch off test environments at night and report the estimated emissions of the systems we run for you every quarter.',
      ),
      faq('Questions about greener IT', [
        ['How do you estimate the emissions of a system?', 'We multiply the energy each cloud service reports, or our measured server load, by the carbon intensity of the region it runs in, and show the result per month in the quarterly service report.'],
        ['Does a greener setup cost more?', 'Usually less: switching off idle test environments and right-sizing servers lowers the bill as well as the emissions.'],
        ['Can you help us report under the CSRD?', 'We provide the figures for the IT part of your report and explain how they were measured; the report itself stays with your sustainability team.'],
      ]),
      cta('Want to know the footprint of your IT?', 'Ask for a green IT review', '/contact', 'subtle'),
    ],
  },
  {
    slug: 'help-center',
    title: 'Help center',
    meta_description: 'Answers to common questions about orders, support contracts, invoices and your account.',
    layout: [
      hero('Help center', 'Answers to common questions about orders, support contracts, invoices and your account.', 'Support'),
      faq('Support and service desk', [
        ['How do I reach the service desk?', 'Managed support clients call the number in their contract or write to the service desk address; the desk answers around the clock in English and German.'],
        ['How fast will you answer a support request?', 'Critical incidents are picked up within 30 minutes at any hour; other requests within four working hours, or as your contract says.'],
      ]),
      faq('Orders and invoices', [
        ['When will I receive my licence keys?', 'Software licences are delivered by e-mail within one working day of payment. Support plans start on the first day of the following month.'],
        ['How do I change my invoice address?', 'Send the new address from the e-mail address we have on file; the change applies to the next invoice.'],
        ['Can I return a product?', 'Hardware and unused licences can be returned within 30 days of delivery; see the return policy for the conditions.'],
      ]),
      cta('Something else?', 'Write to us', '/contact', 'subtle'),
    ],
  },
  {
    slug: 'accessibility',
    title: 'Accessibility statement',
    meta_description: 'Our commitment to a web site everyone can use, and how to tell us about a barrier.',
    body: p(
      'We want everyone to be able to use this web site, including people who use a keyboard, a screen reader or magnification.',
      '<h2>What we do</h2>',
      '<ul><li>We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA</li><li>Every page works with the keyboard alone</li><li>Pictures have text alternatives and pages have a logical heading order</li><li>We test new pages with automated checks and with assistive technology</li></ul>',
      '<h2>Found a barrier?</h2>',
      'Please tell us through the <a href="/contact">contact page</a>. We reply within five working days and fix reported problems as a priority.',
    ),
  },
  {
    slug: 'security',
    title: 'Security at Nimbus Consulting',
    meta_description: 'How we protect client data: certifications, access control, encryption and how to report a vulnerability.',
    body: p(
      'Our clients trust us with their systems and data. We protect both with the same care we recommend to them.',
      '<h2>Certifications</h2>',
      'Nimbus Consulting is certified to ISO/IEC 27001. Our managed services are audited every year by an independent firm.',
      '<h2>How we work</h2>',
      '<ul><li>Access to client systems only with named accounts, multi-factor authentication and least privilege</li><li>Data encrypted in transit and at rest</li><li>Background checks for every employee with client access</li></ul>',
      '<h2>Reporting a vulnerability</h2>',
      'If you believe you have found a security problem in one of our services, write to security@nimbus-consulting.example. We acknowledge reports within two working days.',
    ),
  },
  {
    slug: 'return-policy',
    title: 'Return policy',
    meta_description: 'When you can return products bought in our online shop, and how refunds work.',
    layout: [
      hero('Return policy', 'You can return hardware and unused software licences bought in our online shop within 30 days of delivery.', 'Help'),
      text(
        '<h2>Conditions</h2>',
        '<ul><li>Hardware must be complete and in its original packaging</li><li>Software licences must not have been activated</li><li>Workshop seats can be cancelled free of charge up to 14 days before the date</li></ul>',
        '<h2>Refunds</h2>',
        'We refund the full price to the original payment method within 14 days of receiving the return. Support plans can be cancelled at the end of any billing period.',
      ),
      faq('Questions about returns', [
        ['How do I start a return?', 'Write to us through the contact page with your order number; we reply with a return label within one working day.'],
        ['Who pays for the return shipping?', 'We do, when the product is faulty or we sent the wrong one; otherwise the return shipping is yours.'],
      ]),
      cta('Need to return something?', 'Contact us', '/contact', 'subtle'),
    ],
  },
  {
    slug: 'terms-of-use',
    title: 'Terms of use',
    meta_description: 'The rules for using the Nimbus Consulting web site.',
    body: p(
      'These terms apply to everyone who visits this web site. By using it you accept them.',
      '<h2>Content</h2>',
      'The content of this site is for general information. It does not replace advice for your particular situation; for that, please contact us.',
      '<h2>Acceptable use</h2>',
      'Do not try to gain unauthorised access to the site or its systems, and do not send automated requests in a volume that could disturb other visitors.',
      '<h2>Changes</h2>',
      'We may update these terms; the date of the last change is shown at the top of this page.',
    ),
  },
  {
    slug: 'terms-conditions',
    title: 'Terms & conditions',
    meta_description: 'The conditions that apply to orders, services and support contracts with Nimbus Consulting.',
    body: p(
      'These conditions apply to every order placed in our online shop and to every service agreement, unless a signed contract says otherwise.',
      '<h2>Orders and prices</h2>',
      'Prices are shown in US dollars and exclude sales tax. A discount applies when the order is placed within the dates of the offer, both days included.',
      '<h2>Payment</h2>',
      'Invoices are due within 30 days. Support plans are billed in advance for each billing period.',
      '<h2>Liability</h2>',
      'Our liability for a service is limited to the fees paid for it in the twelve months before the claim, except where the law does not allow such a limit.',
    ),
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    meta_description: 'What personal data Nimbus Consulting collects, why, how long we keep it and your rights.',
    body: p(
      'This policy explains what personal data we collect when you use this web site, contact us, order from our shop or apply for a job.',
      '<h2>What we collect</h2>',
      '<ul><li>Contact messages: your name, e-mail address and what you write to us</li><li>Orders: billing details and what you bought</li><li>Newsletter: your e-mail address, until you unsubscribe</li><li>Job applications: your CV and answers, deleted 12 months after the position closes</li></ul>',
      '<h2>Your rights</h2>',
      'You can ask for a copy of your data, have it corrected or deleted, and object to its use. Write to privacy@nimbus-consulting.example.',
      '<h2>Cookies</h2>',
      'This site sets only the cookies it needs to work. Analytics cookies are set only after you agree to them.',
    ),
  },
];

export const DEMO_PLANS = [
  {
    name: 'Essentials',
    summary: 'Help desk and monitoring for small teams.',
    price: 149000,
    billing: 'monthly',
    features: ['Service desk on working days', 'Monitoring of up to 25 devices', 'Monthly patching', 'Quarterly service review'],
    cta_label: 'Start with Essentials',
    highlighted: false,
  },
  {
    name: 'Growth',
    summary: 'Managed IT and security for growing companies.',
    price: 349000,
    billing: 'monthly',
    features: ['24/7 service desk', 'Monitoring of up to 100 devices', 'Weekly patching and backups', 'Annual penetration test', 'Named technical account manager'],
    cta_label: 'Talk to us about Growth',
    highlighted: true,
  },
  {
    name: 'Enterprise',
    summary: 'A dedicated team for complex landscapes.',
    price: 6900000,
    billing: 'yearly',
    features: ['Everything in Growth', 'Dedicated cloud and security engineers', 'Custom response times', 'On-site days each quarter'],
    cta_label: 'Request a proposal',
    highlighted: false,
  },
];

export async function seedPages(db: Knex, ctx: SeedContext): Promise<string[]> {
  const seeded: string[] = [];
  if (await isEmpty(db, 'pages')) {
    for (const { layout, body, ...fields } of DEMO_PAGES) {
      const page = await create(ctx, 'page', { ...fields, body: body ?? null, layout: layout ?? [], published: true });
      const german = GERMAN_PAGES[page.slug];
      if (german && writesGerman()) await update(ctx, 'page', page.id, german, { locale: GERMAN });
    }
    seeded.push(`${DEMO_PAGES.length} content pages`);
  }
  if (await isEmpty(db, 'pricing_plans')) {
    await createAll(ctx, 'pricing-plan', DEMO_PLANS.map((plan, i) => ({ ...plan, features: plan.features.map((text) => ({ text })), display_order: i + 1, active: true })));
    seeded.push(`${DEMO_PLANS.length} pricing plans`);
  }
  return seeded;
}
