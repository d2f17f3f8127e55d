import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from './LocaleLink';
import type { HeaderMenu } from '../../generated/schemas/header-menu.schema';
import { AccountMenu } from '../account/AccountMenu';
import type { ShellData } from '../data/shell';
import { CartLink } from '../shop/web/CartLink';
import { Img } from './Img';
import { SiteSearchBox } from './SiteSearchBox';
import { SmartLink } from './SmartLink';
import { LanguageSwitch } from './LanguageSwitch';
import { useWords } from '../i18n/words';
import { basePath } from '../locale';

interface MenuNode {
  item: HeaderMenu;
  children: HeaderMenu[];
}

/** Top-level entries with their drop-down entries, in display order (the API sorted them). */
export function menuTree(items: HeaderMenu[]): MenuNode[] {
  return items
    .filter((item) => item.parent_id === null)
    .map((item) => ({ item, children: items.filter((child) => child.parent_id === item.id) }));
}

const samePath = (url: string, pathname: string) => url === pathname || (url !== '/' && pathname.startsWith(`${url}/`));

/**
 * Brand, the menu from the database (in the page's language), the search box, the language switch and the
 * account corner (AccountMenu). On a phone the
 * menu folds behind a "Menu" toggle: a checkbox and its label, so it opens
 * without JavaScript too.
 */
export function SiteHeader({ shell }: { shell: ShellData }) {
  const pathname = basePath(useLocation().pathname);
  const words = useWords();
  const toggle = useRef<HTMLInputElement>(null);
  // A client navigation keeps the header mounted: fold the phone menu again.
  useEffect(() => {
    if (toggle.current) toggle.current.checked = false;
  }, [pathname]);

  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="site-brand">
          {shell.about?.logo ? (
            <Img src={shell.about.logo} alt="" width={32} height={32} lazy={false} className="site-logo-img" />
          ) : (
            <span className="site-logo" aria-hidden="true">{shell.companyName.charAt(0)}</span>
          )}
          {shell.companyName}
        </Link>
        <CartLink />
        <input type="checkbox" id="menu-toggle" className="menu-toggle" ref={toggle} aria-controls="site-menu" />
        <label htmlFor="menu-toggle" className="menu-toggle-label">
          <span aria-hidden="true" className="menu-icon" />
          {words.menu}
        </label>
        <nav aria-label={words.mainNav} className="site-nav" id="site-menu">
          <ul className="menu">
            {menuTree(shell.menu).map(({ item, children }) => {
              const current = children.some((child) => samePath(child.url, pathname));
              return (
                <li key={item.id} className={children.length ? 'menu-item has-children' : 'menu-item'}>
                  <SmartLink to={item.url} nav className={current ? 'active' : undefined}>
                    {item.label}
                  </SmartLink>
                  {children.length > 0 && (
                    <ul className="submenu" aria-label={item.label}>
                      {children.map((child) => (
                        <li key={child.id}>
                          <SmartLink to={child.url} nav>
                            {child.label}
                          </SmartLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
          <SiteSearchBox id="site-search-q" />
          <LanguageSwitch />
          <AccountMenu />
        </nav>
      </div>
    </header>
  );
}
