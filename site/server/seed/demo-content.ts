/** The demo content of a fresh install: an IT consulting company's services and home banners. */
import type { Rgb } from './png';

export const DEMO_SERVICES = [
  { name: 'Cloud Migration', slug: 'cloud-migration', summary: 'Move workloads to the cloud with a plan, not a leap.', display_order: 1 },
  { name: 'Custom Software Development', slug: 'custom-software', summary: 'Web and mobile products built by senior teams.', display_order: 2 },
  { name: 'Cybersecurity Assessment', slug: 'cybersecurity', summary: 'Find the gaps before someone else does.', display_order: 3 },
  { name: 'Data & Analytics', slug: 'data-analytics', summary: 'Dashboards and pipelines your teams trust.', display_order: 4 },
  { name: 'IT Strategy Consulting', slug: 'it-strategy', summary: 'Technology roadmaps tied to business goals.', display_order: 5 },
  { name: 'Managed IT Support', slug: 'managed-support', summary: 'A help desk and operations team on call around the clock.', display_order: 6 },
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
