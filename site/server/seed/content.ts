/**
 * Demo content of the public site's pages: services, home banners, the home
 * page's sections (features, counters, consulting steps, IT consulting),
 * the about data, the header menu, the footer and notices.
 */
import type { Knex } from 'knex';
import type { Service } from '../../../generated/schemas/service.schema';
import { COMPANY_NAME } from '../../company';
import type { Rgb } from './png';
import { GERMAN_BANNERS, GERMAN_SERVICES, germanLabel, translate } from './translations';
import { colours, create, isEmpty, moment, pdf, png, saveSingleton, type SeedContext } from './util';

export const DEMO_SERVICES = [
  {
    name: 'Cloud Migration',
    slug: 'cloud-migration',
    summary: 'Move workloads to the cloud with a plan, not a leap.',
    body: '<p>We assess every application, pick the right path for each (rehost, replatform or rebuild) and migrate in waves with rollback plans.</p><ul><li>Portfolio assessment and landing-zone design</li><li>Wave planning and cut-over rehearsals</li><li>Cost and performance tuning after go-live</li></ul>',
    display_order: 1,
    featured: true,
  },
  {
    name: 'Custom Software Development',
    slug: 'custom-software',
    summary: 'Web and mobile products built by senior teams.',
    body: '<p>Cross-functional teams of engineers, designers and testers that ship every two weeks and own quality end to end.</p><ul><li>Discovery workshops and clickable prototypes</li><li>Web, mobile and API development</li><li>Automated testing and CI/CD from day one</li></ul>',
    display_order: 2,
    featured: true,
  },
  {
    name: 'Cybersecurity Assessment',
    slug: 'cybersecurity',
    summary: 'Find the gaps before someone else does.',
    body: '<p>Certified testers review your applications, cloud accounts and processes, then help your teams fix what matters most first.</p><ul><li>Penetration testing (web, mobile, network)</li><li>Cloud security posture reviews</li><li>ISO 27001 and SOC 2 readiness</li></ul>',
    display_order: 3,
    featured: true,
  },
  {
    name: 'Data & Analytics',
    slug: 'data-analytics',
    summary: 'Dashboards and pipelines your teams trust.',
    body: '<p>From scattered spreadsheets to a governed data platform: pipelines, models and dashboards with clear ownership.</p><ul><li>Data platform architecture</li><li>ETL/ELT pipelines and data quality checks</li><li>Self-service reporting and training</li></ul>',
    display_order: 4,
    featured: false,
  },
  {
    name: 'IT Strategy Consulting',
    slug: 'it-strategy',
    summary: 'Technology roadmaps tied to business goals.',
    body: '<p>An independent view of your IT landscape, budget and team, turned into a prioritised roadmap the board can approve.</p><ul><li>IT maturity and cost benchmarks</li><li>Vendor and licence reviews</li><li>Three-year roadmaps with business cases</li></ul>',
    display_order: 5,
    featured: false,
  },
  {
    name: 'Managed IT Support',
    slug: 'managed-support',
    summary: 'A help desk and operations team on call around the clock.',
    body: '<p>A service desk, monitoring and patching for your people and systems, with response times written into the contract.</p><ul><li>24/7 service desk in English and German</li><li>Proactive monitoring and patch management</li><li>Monthly service reviews</li></ul>',
    display_order: 6,
    featured: true,
  },
];

export const DEMO_BANNERS: { title: string; sub_title: string; body: string; service: string; colours: [Rgb, Rgb] }[] = [
  {
    title: 'Modernise without the downtime',
    sub_title: 'Cloud migration planned, tested and delivered in stages',
    body: '<p>Our architects move <strong>legacy systems</strong> to the cloud one service at a time, so your business never stops.</p>',
    service: 'Cloud Migration',
    colours: [[30, 64, 175], [56, 189, 248]],
  },
  {
    title: 'Software that fits how you work',
    sub_title: 'From discovery workshop to production in weeks',
    body: '<p>Senior engineers, product designers and testers in <em>one team</em>, accountable for the outcome.</p>',
    service: 'Custom Software Development',
    colours: [[88, 28, 135], [236, 72, 153]],
  },
  {
    title: 'Security you can prove',
    sub_title: 'Assessments, penetration tests and a plan to fix what we find',
    body: '<ul><li>Threat modelling</li><li>Penetration testing</li><li>ISO 27001 readiness</li></ul>',
    service: 'Cybersecurity Assessment',
    colours: [[6, 78, 59], [52, 211, 153]],
  },
];

const ABOUT_FEATURES = [
  { title: 'Senior, certified engineers', description: 'Nine in ten of our consultants hold current AWS, Azure or security certifications and have led projects like yours before.' },
  { title: 'Fixed-price discovery', description: 'Every engagement starts with a two-week discovery at a fixed price, so you know scope, risks and cost before committing.' },
  { title: 'Security by default', description: 'Threat modelling, code review and least-privilege access are part of every project, not an optional extra.' },
  { title: 'Support with real SLAs', description: 'Response times for every priority level are written into the contract and reported to you every month.' },
];

const COUNTERS = [
  { label: 'Projects delivered', value: 250, suffix: '+' },
  { label: 'Clients served', value: 120, suffix: '+' },
  { label: 'Certified engineers', value: 85, suffix: '' },
  { label: 'Client retention', value: 96, suffix: '%' },
];

const CONSULTING_STEPS = [
  {
    title: 'Discover',
    summary: 'We interview your stakeholders and map systems, costs and pain points.',
    body: '<p>Two weeks of workshops and interviews with business and IT leads, ending in a written findings report.</p>',
  },
  {
    title: 'Assess',
    summary: 'We benchmark your landscape and rate risks, maturity and quick wins.',
    body: '<p>A maturity score per area, a risk register and a list of quick wins that pay back within one quarter.</p>',
  },
  {
    title: 'Plan',
    summary: 'Together we agree a roadmap, budget and success measures.',
    body: '<p>A prioritised roadmap with costs, owners and measurable outcomes, ready for board approval.</p>',
  },
  {
    title: 'Deliver',
    summary: 'Our teams implement in short iterations, demoing progress every two weeks.',
    body: '<p>Delivery in fortnightly increments with demos, so you see working results early and can change course cheaply.</p>',
  },
  {
    title: 'Support & improve',
    summary: 'We run, measure and improve what we built, or hand it over to your team.',
    body: '<p>Managed operations with monthly service reviews, or a structured hand-over with documentation and training.</p>',
  },
];

const IT_CONSULTING = [
  {
    title: 'Cloud readiness review',
    summary: 'Know which applications to move first, how, and what it will cost to run them.',
    body: '<p>A four-week review of your application portfolio with a migration path and a run-cost estimate for each workload.</p>',
    service: 'cloud-migration',
  },
  {
    title: 'Security posture assessment',
    summary: 'An outside-in and inside-out view of your risks, ranked by business impact.',
    body: '<p>External attack-surface scan, cloud configuration review and staff phishing test, summarised for management.</p>',
    service: 'cybersecurity',
  },
  {
    title: 'Data platform strategy',
    summary: 'A target architecture and roadmap for trustworthy reporting.',
    body: '<p>We map data sources, owners and reporting needs, then design a platform that grows with you.</p>',
    service: 'data-analytics',
  },
  {
    title: 'IT cost optimisation',
    summary: 'Cut licence, hosting and support spend without cutting service.',
    body: '<p>A line-by-line review of contracts and usage, typically saving 15 to 25 percent within a year.</p>',
    service: 'it-strategy',
  },
];

const FOOTER: { title: string; links: { label: string; url: string; new_tab?: boolean }[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About us', url: '/about' },
      { label: 'Careers', url: '/careers' },
      { label: 'Notices', url: '/notice' },
      { label: 'Sustainability', url: '/sustainability-commitment' },
      { label: 'Contact', url: '/contact' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'All services', url: '/services' },
      { label: 'Products & support plans', url: '/products' },
      { label: 'Pricing', url: '/pricing' },
      { label: 'Design studio', url: '/design-studio' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help center', url: '/help-center' },
      { label: 'Security', url: '/security' },
      { label: 'Accessibility', url: '/accessibility' },
      { label: 'Return policy', url: '/return-policy' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of use', url: '/terms-of-use' },
      { label: 'Terms & conditions', url: '/terms-conditions' },
      { label: 'Privacy policy', url: '/privacy-policy' },
    ],
  },
];

const MENU: { label: string; url: string; children?: { label: string; url: string }[] }[] = [
  { label: 'Home', url: '/' },
  { label: 'Services', url: '/services', children: [
    { label: 'All services', url: '/services' },
    { label: 'Design studio', url: '/design-studio' },
    { label: 'Ideas & insights', url: '/ideas' },
  ] },
  { label: 'Products', url: '/products' },
  { label: 'Pricing', url: '/pricing' },
  { label: 'Company', url: '/about', children: [
    { label: 'About us', url: '/about' },
    { label: 'Careers', url: '/careers' },
    { label: 'Notices', url: '/notice' },
    { label: 'Campaigns', url: '/campaigns' },
  ] },
  { label: 'Contact', url: '/contact' },
];

export async function seedContent(db: Knex, ctx: SeedContext): Promise<string[]> {
  const seeded: string[] = [];

  if (await isEmpty(db, 'services')) {
    for (const [i, s] of DEMO_SERVICES.entries()) {
      const service = await create(ctx, 'service', s, { files: { icon: png('service', 240, 240, colours(i)) } });
      await translate(ctx, 'service', service.id, GERMAN_SERVICES[s.slug]);
    }
    seeded.push(`${DEMO_SERVICES.length} services`);
  }

  if (await isEmpty(db, 'banners')) {
    let n = 0;
    for (const b of DEMO_BANNERS) {
      const service = await db<Service>('services').where({ name: b.service }).first('id');
      if (!service) continue;
      const banner = await create(ctx, 'banner', { title: b.title, sub_title: b.sub_title, body: b.body, service_id: service.id }, { files: { photo: png('banner', 1200, 480, b.colours) } });
      await translate(ctx, 'banner', banner.id, GERMAN_BANNERS[b.title]);
      n++;
    }
    seeded.push(`${n} banners`);
  }

  if (await isEmpty(db, 'about_features')) {
    for (const [i, f] of ABOUT_FEATURES.entries()) await create(ctx, 'about-feature', { ...f, display_order: i + 1, active: true }, { files: { icon: png('about-feature', 96, 96, colours(i + 2)) } });
    seeded.push(`${ABOUT_FEATURES.length} about features`);
  }

  if (await isEmpty(db, 'partner_counts')) {
    for (const [i, c] of COUNTERS.entries()) await create(ctx, 'partner-count', { ...c, display_order: i + 1, active: true }, { files: { icon: png('partner-count', 96, 96, colours(i + 4)) } });
    seeded.push(`${COUNTERS.length} counters`);
  }

  if (await isEmpty(db, 'consulting_steps')) {
    for (const [i, s] of CONSULTING_STEPS.entries()) await create(ctx, 'consulting-step', { ...s, step_number: i + 1 }, { files: { icon: png('consulting-step', 96, 96, colours(i)) } });
    seeded.push(`${CONSULTING_STEPS.length} consulting steps`);
  }

  if (await isEmpty(db, 'it_consultings')) {
    for (const [i, { service, ...c }] of IT_CONSULTING.entries()) {
      const linked = await db<Service>('services').where({ slug: service }).first('id');
      const files = { icon: png('it-consulting', 96, 96, colours(i + 1)), photo: png('it-consulting', 960, 400, colours(i + 1)) };
      await create(ctx, 'it-consulting', { ...c, service_id: linked ? linked.id : null, display_order: i + 1 }, { files });
    }
    seeded.push(`${IT_CONSULTING.length} IT consulting services`);
  }

  if (await isEmpty(db, 'about_data')) {
    const files = { logo: png('logo', 320, 80, [[30, 64, 175], [14, 165, 233]]), photo: png('about', 1200, 500, [[15, 23, 42], [56, 189, 248]]) };
    await saveSingleton(ctx, 'about-data', {
      company_name: COMPANY_NAME,
      tagline: 'IT services and consulting that keep your business moving',
      mission: 'We help mid-sized companies use technology with confidence: secure, affordable and aligned with what the business needs next.',
      vision: 'To be the technology partner our clients recommend first, because we measure our success by theirs.',
      story:
        '<p>Nimbus Consulting was founded in Boston in 2011 by three infrastructure engineers who were tired of projects that ended with a slide deck instead of working systems.</p>' +
        '<p>Today more than 140 people in Boston, London and Berlin design, build, secure and run systems for clients in finance, healthcare, logistics and the public sector.</p>' +
        '<p>We still start every engagement the same way: by listening, then by proving value in weeks, not quarters.</p>',
      founded_year: 2011,
      employees: 142,
      email: 'hello@nimbus-consulting.example',
      phone: '+1 617 555 0142',
      linkedin_url: 'https://www.linkedin.com/company/nimbus-consulting-example',
      x_url: 'https://x.com/nimbus_consult_example',
      facebook_url: 'https://www.facebook.com/nimbusconsultingexample',
      youtube_url: 'https://www.youtube.com/@nimbusconsultingexample',
    }, { files });
    seeded.push('about data');
  }

  if (await isEmpty(db, 'footer_headers')) {
    let links = 0;
    for (const [i, column] of FOOTER.entries()) {
      const header = await create(ctx, 'footer-header', { title: column.title, display_order: i + 1, active: true });
      await translate(ctx, 'footer-header', header.id, germanLabel('title', column.title));
      for (const [j, l] of column.links.entries()) {
        const link = await create(ctx, 'footer-content', { footer_header_id: header.id, label: l.label, url: l.url, new_tab: l.new_tab ?? false, display_order: j + 1, active: true });
        await translate(ctx, 'footer-content', link.id, germanLabel('label', l.label));
      }
      links += column.links.length;
    }
    seeded.push(`${FOOTER.length} footer columns with ${links} links`);
  }

  if (await isEmpty(db, 'header_menus')) {
    let n = 0;
    for (const [i, item] of MENU.entries()) {
      const parent = await create(ctx, 'header-menu', { label: item.label, url: item.url, parent_id: null, display_order: i + 1, active: true });
      await translate(ctx, 'header-menu', parent.id, germanLabel('label', item.label));
      n++;
      for (const [j, child] of (item.children ?? []).entries()) {
        const made = await create(ctx, 'header-menu', { label: child.label, url: child.url, parent_id: parent.id, display_order: j + 1, active: true });
        await translate(ctx, 'header-menu', made.id, germanLabel('label', child.label));
        n++;
      }
    }
    seeded.push(`${n} header menu items`);
  }

  if (await isEmpty(db, 'notices')) {
    const policy = pdf('privacy-policy-changes', 'Nimbus Consulting - Privacy Policy (summary of changes)', [
      'Effective from the first day of next month.',
      '',
      '1. We now name every sub-processor we use, with its country.',
      '2. Job applications are deleted 12 months after the position closes.',
      '3. Newsletter subscribers can unsubscribe from every e-mail in one click.',
      '4. Analytics cookies are only set after you agree to them.',
      '',
      'Questions: privacy@nimbus-consulting.example',
    ]);
    const rows = [
      {
        title: 'Office closure over the holidays',
        summary: 'Our offices close from 24 December to 1 January; the 24/7 service desk keeps running.',
        body: '<p>All Nimbus Consulting offices are closed from <strong>24 December to 1 January</strong>.</p><p>Managed support clients can reach the service desk around the clock as usual on <a href="tel:+16175550199">+1 617 555 0199</a>.</p>',
        attachment: undefined,
        published_at: moment(ctx, -3),
        pinned: true,
      },
      {
        title: 'Updated privacy policy',
        summary: 'We have clarified how we handle job applications and newsletter data.',
        body: '<p>We have updated our privacy policy. The attached summary lists every change; the full text is on the <a href="/privacy-policy">privacy policy</a> page.</p>',
        attachment: policy,
        published_at: moment(ctx, -12),
        pinned: false,
      },
      {
        title: 'Graduate programme: applications open',
        summary: 'Twelve places in software engineering, cloud and security for graduates starting in September.',
        body: '<p>Our two-year graduate programme combines client projects with mentoring and paid certifications.</p><ul><li>Software engineering (6 places)</li><li>Cloud &amp; infrastructure (4 places)</li><li>Cybersecurity (2 places)</li></ul><p>Apply on the <a href="/careers">careers page</a>.</p>',
        attachment: undefined,
        published_at: moment(ctx, -20),
        pinned: false,
      },
      {
        title: 'New delivery centre in Berlin',
        summary: 'Our Berlin team moves to a larger office near Friedrichstraße.',
        body: '<p>From next month our Berlin colleagues work from <strong>Friedrichstraße 68</strong>, with room for 80 people and a client workshop space.</p>',
        attachment: undefined,
        published_at: moment(ctx, 5),
        pinned: false,
      },
    ];
    for (const { attachment, ...notice } of rows) await create(ctx, 'notice', notice, attachment ? { files: { attachment } } : {});
    seeded.push(`${rows.length} notices`);
  }

  return seeded;
}
