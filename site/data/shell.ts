/**
 * The data every public page shares: the company record, the header menu,
 * the footer columns and links, and the offices. Loaded once per visit (the
 * root route never revalidates), on the server for the first answer.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { addressApi, footerContentApi, footerHeaderApi, headerMenuApi } from '../../generated/api';
import type { AboutData } from '../../generated/schemas/about-data.schema';
import type { Address } from '../../generated/schemas/address.schema';
import type { FooterContent } from '../../generated/schemas/footer-content.schema';
import type { FooterHeader } from '../../generated/schemas/footer-header.schema';
import type { HeaderMenu } from '../../generated/schemas/header-menu.schema';
import { readAboutData } from './about';
import { readOptions } from './read';
import { requestLocale } from '../locale';

/** Used only while the about-data record is empty; staff set the real name in the admin. */
export const FALLBACK_COMPANY_NAME = 'Our company';

/** Menus, columns and offices are short lists; 100 is the API's page limit. */
const ALL = 100;

export interface ShellData {
  about: AboutData | null;
  companyName: string;
  menu: HeaderMenu[];
  footerHeaders: FooterHeader[];
  footerLinks: FooterContent[];
  addresses: Address[];
}

export async function shellLoader({ request }: LoaderFunctionArgs): Promise<ShellData> {
  const options = readOptions(request);
  // Menus and footer in the page's language (site/locale.ts); a label without a translation reads the default's.
  const locale = requestLocale(request);
  const [about, menu, footerHeaders, footerLinks, addresses] = await Promise.all([
    readAboutData(options),
    headerMenuApi.list({ perPage: ALL, sort: ['display_order', 'id'], locale }, options),
    footerHeaderApi.list({ perPage: ALL, sort: ['display_order', 'id'], locale }, options),
    footerContentApi.list({ perPage: ALL, sort: ['display_order', 'id'], locale }, options),
    addressApi.list({ perPage: ALL, sort: ['-headquarters', 'display_order', 'id'] }, options),
  ]);
  return {
    about,
    companyName: about?.company_name ?? FALLBACK_COMPANY_NAME,
    menu: menu.data,
    footerHeaders: footerHeaders.data,
    footerLinks: footerLinks.data,
    addresses: addresses.data,
  };
}
