/**
 * The site's settings: the runtime's (runtime-server/config.ts) with the
 * site's brand as the mail sender's name, plus how the shop takes payment
 * (payment/settings.ts). Every problem of both is reported at once.
 */
import { ConfigError, loadConfig, type Config } from '../../runtime-server/config';
import { COMPANY_NAME } from '../company';
import { paymentSettings, type PaymentSettings } from '../shop/server/payment/settings';

export interface SiteConfig extends Config {
  payment: PaymentSettings;
}

export function loadSiteConfig(env: NodeJS.ProcessEnv, root: string): SiteConfig {
  const problems: string[] = [];
  const notes: string[] = [];
  let config: Config | undefined;
  try {
    config = loadConfig(env, root, { brand: COMPANY_NAME });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  const payment = paymentSettings(env, env.NODE_ENV === 'production', problems, notes);
  if (problems.length || !config) throw new ConfigError(problems);
  return { ...config, payment, notes: [...config.notes, ...notes] };
}
