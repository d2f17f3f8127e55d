import { datetime, defineEntity, enumOf, number, richText, text } from '../generator/dsl';

/** An e-mail newsletter to the subscribers: written as a draft, then sent once. */
export default defineEntity({
  name: 'news_letter',
  label: 'Newsletter',
  pluralLabel: 'Newsletters',
  fields: {
    subject: text({ required: true, max: 200 }),
    preheader: text({ label: 'Preview text', max: 150, help: 'Shown after the subject in most inboxes' }),
    body: richText({ required: true }),
    status: enumOf({ draft: 'Draft', sent: 'Sent' }, { required: true, default: 'draft' }),
    sent_at: datetime({ label: 'Sent at' }),
    recipients: number({ label: 'Recipients', min: 0, help: 'How many subscribers it was sent to' }),
  },
  titleField: 'subject',
  list: { columns: ['subject', 'status', 'sent_at', 'recipients'], defaultSort: '-created_at', filters: ['status'] },
  access: { read: 'admin', write: 'admin' },
  admin: {
    details: 'newsletter-details',
    nav: { order: 160, labels: { de: 'Newsletter' }, label: 'Newsletters', related: ['add-news-letter', 'edit-news-letter', 'newsletter-details'] },
  },
});
