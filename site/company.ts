/** The business the site is for; one place so brand, footer and titles agree. */
export const COMPANY_NAME = 'Nimbus Consulting';
