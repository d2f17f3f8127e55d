/**
 * The business the site is for; one place so brand, footer, titles and the
 * mail sender agree (site/server/settings.ts: `Nimbus Consulting
 * <no-reply@PUBLIC_URL's domain>` unless MAIL_FROM is set).
 */
export const COMPANY_NAME = 'Nimbus Consulting';
