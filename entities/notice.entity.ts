import { boolean, datetime, defineEntity, file, richText, text, textarea } from '../generator/dsl';

/** A public announcement on the notice page: office closures, policy updates, recruitment drives. */
export default defineEntity({
  name: 'notice',
  label: 'Notice',
  pluralLabel: 'Notices',
  fields: {
    title: text({ required: true, max: 200, localized: true }),
    summary: textarea({ max: 500, help: 'One or two sentences for the notice list', localized: true }),
    body: richText({ required: true, localized: true }),
    attachment: file({ accept: ['pdf', 'docx'], maxSizeMb: 10, help: 'An optional PDF or Word document' }),
    published_at: datetime({ label: 'Publish at', help: 'Empty: a draft, not shown on the site. A future time: shown from then on' }),
    pinned: boolean({ label: 'Pinned to the top', default: false }),
  },
  // Drafts (no publication time) and notices published later stay off the site until their time comes.
  publicFilter: { published_at: { lte: 'now' } },
  // Notices have no page of their own: a result opens the notice list.
  search: { title: ['title'], body: ['summary', 'body'], url: '/notice' },
  list: { columns: ['title', 'published_at', 'pinned'], defaultSort: '-published_at', filters: ['pinned'] },
  access: { read: 'public', write: 'admin' },
  admin: { nav: { order: 90, labels: { de: 'Mitteilungen' }, label: 'Notices', related: ['add-notice', 'edit-notice', 'notice-details'] } },
});
