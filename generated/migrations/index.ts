// Generated from entities/*.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { Migration } from '../../runtime-server/db/migration-source';
import * as m0001 from './0001_create_32_tables';
import * as m0002 from './0002_index_subscribers_email_users_email_add_users_token_version';
import * as m0003 from './0003_create_audit_entries';
import * as m0004 from './0004_create_pages_pricing_plans';
import * as m0005 from './0005_add_orders_payment_error_orders_checkout_key';
import * as m0006 from './0006_add_6_tables_alter_applicant_answers_score';
import * as m0007 from './0007_create_account_tokens';
import * as m0008 from './0008_create_5_tables_add_order_items_user_id';
import * as m0009 from './0009_add_5_tables';
import * as m0010 from './0010_add_account_tokens_token_version';
import * as m0011 from './0011_add_5_tables';
import * as m0012 from './0012_add_6_tables';
import * as m0013 from './0013_add_categories_accent_color';
import * as m0014 from './0014_create_media_files';
import * as m0015 from './0015_add_pages_seo_pages_layout_products_specifications';
import * as m0016 from './0016_create_payment_provider_events';
import * as m0017 from './0017_create_webhooks_webhook_deliveries';
import * as m0018 from './0018_create_api_keys';
import * as m0019 from './0019_alter_pages_body';
import * as m0020 from './0020_rows_jobs_requirements_jobs_benefits_pricing_plans_features';
import * as m0021 from './0021_create_redirects';
import * as m0022 from './0022_add_jobs_translations_pages_translations_services_translatio';
import * as m0023 from './0023_add_users_language';
import * as m0024 from './0024_add_6_tables';

export const migrations: Migration[] = [
  { name: '0001_create_32_tables', ...m0001 },
  { name: '0002_index_subscribers_email_users_email_add_users_token_version', ...m0002 },
  { name: '0003_create_audit_entries', ...m0003 },
  { name: '0004_create_pages_pricing_plans', ...m0004 },
  { name: '0005_add_orders_payment_error_orders_checkout_key', ...m0005 },
  { name: '0006_add_6_tables_alter_applicant_answers_score', ...m0006 },
  { name: '0007_create_account_tokens', ...m0007 },
  { name: '0008_create_5_tables_add_order_items_user_id', ...m0008 },
  { name: '0009_add_5_tables', ...m0009 },
  { name: '0010_add_account_tokens_token_version', ...m0010 },
  { name: '0011_add_5_tables', ...m0011 },
  { name: '0012_add_6_tables', ...m0012 },
  { name: '0013_add_categories_accent_color', ...m0013 },
  { name: '0014_create_media_files', ...m0014 },
  { name: '0015_add_pages_seo_pages_layout_products_specifications', ...m0015 },
  { name: '0016_create_payment_provider_events', ...m0016 },
  { name: '0017_create_webhooks_webhook_deliveries', ...m0017 },
  { name: '0018_create_api_keys', ...m0018 },
  { name: '0019_alter_pages_body', ...m0019 },
  { name: '0020_rows_jobs_requirements_jobs_benefits_pricing_plans_features', ...m0020 },
  { name: '0021_create_redirects', ...m0021 },
  { name: '0022_add_jobs_translations_pages_translations_services_translatio', ...m0022 },
  { name: '0023_add_users_language', ...m0023 },
  { name: '0024_add_6_tables', ...m0024 },
];
