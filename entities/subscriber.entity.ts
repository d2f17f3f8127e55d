import { datetime, defineEntity, email, enumOf, text } from '../generator/dsl';

/** An e-mail address signed up for the newsletter through the site's subscribe forms; staff can only list and delete them. */
export default defineEntity({
  name: 'subscriber',
  label: 'Subscriber',
  pluralLabel: 'Subscribers',
  fields: {
    email: email({ required: true, unique: true }),
    name: text({ max: 120 }),
    source: enumOf(
      { footer: 'Site footer', home: 'Home page', checkout: 'Checkout', careers: 'Careers page', event: 'Event or webinar', import: 'Imported' },
      { required: true, default: 'footer', help: 'Where the address was collected' },
    ),
    subscribed_at: datetime({ label: 'Subscribed at' }),
  },
  titleField: 'email',
  list: { columns: ['email', 'name', 'source', 'subscribed_at'], defaultSort: '-subscribed_at', filters: ['source'] },
  access: { read: 'admin', create: 'public', update: 'admin', delete: 'admin' },
  admin: { list: 'subscribe-list', add: false, edit: false, details: false, nav: { order: 170, labels: { de: 'Abonnenten' }, label: 'Subscriber', related: [] } },
});
