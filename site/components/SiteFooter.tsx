import { yearIn } from '../../runtime-shared/site-time';
import type { ShellData } from '../data/shell';
import { NewsletterForm } from './NewsletterForm';
import { SmartLink } from './SmartLink';

const SOCIAL = [
  ['linkedin_url', 'LinkedIn'],
  ['x_url', 'X'],
  ['facebook_url', 'Facebook'],
  ['youtube_url', 'YouTube'],
] as const;

/** Footer columns and links, the offices and the newsletter, all from the database; the year is today's. */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const { about } = shell;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <p className="footer-brand">{shell.companyName}</p>
          {about?.tagline && <p className="footer-note">{about.tagline}</p>}
          {shell.addresses.slice(0, 3).map((address) => (
            <address key={address.id} className="footer-address">
              <strong>{address.title}</strong>
              <br />
              {address.address_line1}
              {address.address_line2 ? `, ${address.address_line2}` : ''}
              <br />
              {[address.postcode, address.city].filter(Boolean).join(' ')}, {address.country}
              {address.phone && (
                <>
                  <br />
                  <a href={`tel:${address.phone.replace(/\s+/g, '')}`}>{address.phone}</a>
                </>
              )}
            </address>
          ))}
        </div>
        {shell.footerHeaders.map((header) => (
          <nav key={header.id} className="footer-column" aria-labelledby={`footer-col-${header.id}`}>
            <h2 id={`footer-col-${header.id}`} className="footer-title">{header.title}</h2>
            <ul>
              {shell.footerLinks
                .filter((link) => link.footer_header_id === header.id)
                .map((link) => (
                  <li key={link.id}>
                    <SmartLink to={link.url} newTab={link.new_tab}>{link.label}</SmartLink>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
        <NewsletterForm />
      </div>
      <div className="container footer-bottom">
        <p>© {yearIn()} {shell.companyName}</p>
        {about && (
          <ul className="social">
            {SOCIAL.filter(([key]) => about[key]).map(([key, label]) => (
              <li key={key}>
                <a href={about[key] ?? undefined} rel="noopener noreferrer">{label}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
