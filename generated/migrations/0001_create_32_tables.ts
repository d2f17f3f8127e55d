// Generated from entities/about-data.entity.ts, entities/about-feature.entity.ts, entities/address.entity.ts, entities/applicant-answer.entity.ts, entities/applicant.entity.ts, entities/banner.entity.ts, entities/category.entity.ts, entities/consulting-step.entity.ts, entities/contact.entity.ts, entities/exam-question.entity.ts, entities/footer-content.entity.ts, entities/footer-header.entity.ts, entities/header-menu.entity.ts, entities/it-consulting.entity.ts, entities/job.entity.ts, entities/news-letter.entity.ts, entities/notice.entity.ts, entities/order-item.entity.ts, entities/order.entity.ts, entities/partner-count.entity.ts, entities/partner.entity.ts, entities/product.entity.ts, entities/question-type.entity.ts, entities/role.entity.ts, entities/service.entity.ts, entities/single-question.entity.ts, entities/subcategory.entity.ts, entities/subscriber.entity.ts, entities/team-member.entity.ts, entities/testimonial.entity.ts, entities/user.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';
import { schemaChange } from '../../runtime-server/db/schema-change';

// SQLite ignores PRAGMA foreign_keys inside a transaction, and a table rebuild needs them off:
// knex runs this migration outside one, and schemaChange() opens its own.
export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/about-data.entity.ts: create table about_data
    await trx.schema.createTable('about_data', (t) => {
      t.increments('id');
      t.string('company_name', 120).notNullable();
      t.string('tagline', 200).nullable();
      t.string('logo', 500).nullable();
      t.text('mission').nullable();
      t.text('vision').nullable();
      t.text('story').nullable();
      t.string('photo', 500).nullable();
      t.integer('founded_year').nullable();
      t.integer('employees').nullable();
      t.string('email', 254).nullable();
      t.string('phone', 30).nullable();
      t.string('linkedin_url', 2048).nullable();
      t.string('x_url', 2048).nullable();
      t.string('facebook_url', 2048).nullable();
      t.string('youtube_url', 2048).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/about-feature.entity.ts: create table about_features
    await trx.schema.createTable('about_features', (t) => {
      t.increments('id');
      t.string('title', 100).notNullable();
      t.text('description').notNullable();
      t.string('icon', 500).nullable();
      t.integer('display_order').notNullable().defaultTo(0);
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/address.entity.ts: create table addresses
    await trx.schema.createTable('addresses', (t) => {
      t.increments('id');
      t.string('title', 80).notNullable();
      t.string('address_line1', 150).notNullable();
      t.string('address_line2', 150).nullable();
      t.string('city', 80).notNullable();
      t.string('region', 80).nullable();
      t.string('postcode', 20).nullable();
      t.string('country', 80).notNullable();
      t.string('phone', 30).nullable();
      t.string('email', 254).nullable();
      t.string('opening_hours', 120).nullable();
      t.string('map_url', 2048).nullable();
      t.boolean('headquarters').notNullable().defaultTo(false);
      t.integer('display_order').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/category.entity.ts: create table categories
    await trx.schema.createTable('categories', (t) => {
      t.increments('id');
      t.string('name', 80).notNullable();
      t.string('slug', 100).notNullable().unique();
      t.text('description').nullable();
      t.string('icon', 500).nullable();
      t.integer('display_order').notNullable().defaultTo(0);
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/consulting-step.entity.ts: create table consulting_steps
    await trx.schema.createTable('consulting_steps', (t) => {
      t.increments('id');
      t.integer('step_number').notNullable();
      t.string('title', 100).notNullable();
      t.text('summary').notNullable();
      t.text('body').nullable();
      t.string('icon', 500).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/exam-question.entity.ts: create table exam_questions
    await trx.schema.createTable('exam_questions', (t) => {
      t.increments('id');
      t.string('title', 150).notNullable();
      t.text('instructions').nullable();
      t.integer('duration_minutes').notNullable().defaultTo(30);
      t.integer('pass_mark').notNullable().defaultTo(60);
      t.boolean('shuffle_questions').notNullable().defaultTo(true);
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/footer-header.entity.ts: create table footer_headers
    await trx.schema.createTable('footer_headers', (t) => {
      t.increments('id');
      t.string('title', 60).notNullable();
      t.integer('display_order').notNullable().defaultTo(0);
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/footer-content.entity.ts: create table footer_contents
    await trx.schema.createTable('footer_contents', (t) => {
      t.increments('id');
      t.integer('footer_header_id').notNullable().references('id').inTable('footer_headers').onDelete('CASCADE');
      t.index(['footer_header_id']);
      t.string('label', 80).notNullable();
      t.string('url', 2048).notNullable();
      t.boolean('new_tab').notNullable().defaultTo(false);
      t.integer('display_order').notNullable().defaultTo(0);
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/header-menu.entity.ts: create table header_menus
    await trx.schema.createTable('header_menus', (t) => {
      t.increments('id');
      t.string('label', 60).notNullable();
      t.string('url', 2048).notNullable();
      t.integer('parent_id').nullable().references('id').inTable('header_menus').onDelete('CASCADE');
      t.index(['parent_id']);
      t.integer('display_order').notNullable().defaultTo(0);
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/job.entity.ts: create table jobs
    await trx.schema.createTable('jobs', (t) => {
      t.increments('id');
      t.string('title', 150).notNullable();
      t.string('slug', 160).notNullable().unique();
      t.string('category', 20).notNullable().defaultTo('engineering');
      t.string('location', 120).notNullable();
      t.string('workplace', 20).notNullable().defaultTo('hybrid');
      t.string('employment_type', 20).notNullable().defaultTo('full_time');
      t.integer('vacancies').notNullable().defaultTo(1);
      t.string('experience', 80).nullable();
      t.integer('salary_min').nullable();
      t.integer('salary_max').nullable();
      t.string('deadline', 10).nullable();
      t.text('summary').nullable();
      t.text('description').notNullable();
      t.text('requirements').nullable();
      t.text('benefits').nullable();
      t.string('state', 20).notNullable().defaultTo('draft');
      t.integer('exam_id').nullable().references('id').inTable('exam_questions').onDelete('SET NULL');
      t.index(['exam_id']);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/news-letter.entity.ts: create table news_letters
    await trx.schema.createTable('news_letters', (t) => {
      t.increments('id');
      t.string('subject', 200).notNullable();
      t.string('preheader', 150).nullable();
      t.text('body').notNullable();
      t.string('status', 20).notNullable().defaultTo('draft');
      t.string('sent_at', 30).nullable();
      t.integer('recipients').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/notice.entity.ts: create table notices
    await trx.schema.createTable('notices', (t) => {
      t.increments('id');
      t.string('title', 200).notNullable();
      t.text('summary').nullable();
      t.text('body').notNullable();
      t.string('attachment', 500).nullable();
      t.string('published_at', 30).nullable();
      t.boolean('pinned').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/partner-count.entity.ts: create table partner_counts
    await trx.schema.createTable('partner_counts', (t) => {
      t.increments('id');
      t.string('label', 60).notNullable();
      t.integer('value').notNullable();
      t.string('suffix', 10).nullable();
      t.string('icon', 500).nullable();
      t.integer('display_order').notNullable().defaultTo(0);
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/partner.entity.ts: create table partners
    await trx.schema.createTable('partners', (t) => {
      t.increments('id');
      t.string('name', 120).notNullable();
      t.string('logo', 500).notNullable();
      t.string('website', 2048).nullable();
      t.string('partnership', 20).notNullable().defaultTo('technology');
      t.text('description').nullable();
      t.integer('display_order').notNullable().defaultTo(0);
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/question-type.entity.ts: create table question_types
    await trx.schema.createTable('question_types', (t) => {
      t.increments('id');
      t.string('name', 80).notNullable().unique();
      t.string('kind', 20).notNullable().defaultTo('single_choice');
      t.text('description').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/role.entity.ts: create table roles
    await trx.schema.createTable('roles', (t) => {
      t.increments('id');
      t.string('name', 80).notNullable();
      t.string('key', 40).notNullable().unique();
      t.text('description').nullable();
      t.boolean('admin_access').notNullable().defaultTo(false);
      t.boolean('all_permissions').notNullable().defaultTo(false);
      t.text('permissions').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/service.entity.ts: create table services
    await trx.schema.createTable('services', (t) => {
      t.increments('id');
      t.string('name', 120).notNullable();
      t.string('slug', 140).nullable().unique();
      t.text('summary').nullable();
      t.text('body').nullable();
      t.string('icon', 500).nullable();
      t.integer('display_order').notNullable().defaultTo(0);
      t.boolean('featured').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/banner.entity.ts: create table banners
    await trx.schema.createTable('banners', (t) => {
      t.increments('id');
      t.string('title', 255).notNullable();
      t.integer('service_id').notNullable().references('id').inTable('services').onDelete('RESTRICT');
      t.index(['service_id']);
      t.string('sub_title', 255).notNullable();
      t.text('body').nullable();
      t.string('photo', 500).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/contact.entity.ts: create table contacts
    await trx.schema.createTable('contacts', (t) => {
      t.increments('id');
      t.string('name', 120).notNullable();
      t.string('email', 254).notNullable();
      t.string('phone', 30).nullable();
      t.string('company', 120).nullable();
      t.integer('service_id').nullable().references('id').inTable('services').onDelete('SET NULL');
      t.index(['service_id']);
      t.string('subject', 200).notNullable();
      t.text('message').notNullable();
      t.boolean('read').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/it-consulting.entity.ts: create table it_consultings
    await trx.schema.createTable('it_consultings', (t) => {
      t.increments('id');
      t.string('title', 120).notNullable();
      t.text('summary').notNullable();
      t.text('body').nullable();
      t.string('icon', 500).nullable();
      t.string('photo', 500).nullable();
      t.integer('service_id').nullable().references('id').inTable('services').onDelete('SET NULL');
      t.index(['service_id']);
      t.integer('display_order').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/single-question.entity.ts: create table single_questions
    await trx.schema.createTable('single_questions', (t) => {
      t.increments('id');
      t.integer('question_type_id').notNullable().references('id').inTable('question_types').onDelete('RESTRICT');
      t.index(['question_type_id']);
      t.string('question', 1000).notNullable();
      t.text('options').nullable();
      t.text('correct_answers').notNullable();
      t.integer('marks').notNullable().defaultTo(1);
      t.string('difficulty', 20).notNullable().defaultTo('medium');
      t.text('explanation').nullable();
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/subcategory.entity.ts: create table subcategories
    await trx.schema.createTable('subcategories', (t) => {
      t.increments('id');
      t.integer('category_id').notNullable().references('id').inTable('categories').onDelete('RESTRICT');
      t.index(['category_id']);
      t.string('name', 80).notNullable();
      t.string('slug', 100).notNullable().unique();
      t.text('description').nullable();
      t.integer('display_order').notNullable().defaultTo(0);
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/product.entity.ts: create table products
    await trx.schema.createTable('products', (t) => {
      t.increments('id');
      t.string('name', 150).notNullable();
      t.string('slug', 160).notNullable().unique();
      t.string('sku', 40).nullable().unique();
      t.integer('category_id').notNullable().references('id').inTable('categories').onDelete('RESTRICT');
      t.index(['category_id']);
      t.integer('subcategory_id').nullable().references('id').inTable('subcategories').onDelete('SET NULL');
      t.index(['subcategory_id']);
      t.text('summary').nullable();
      t.text('body').nullable();
      t.string('billing', 20).notNullable().defaultTo('one_time');
      t.integer('price').notNullable();
      t.integer('discount_price').nullable();
      t.string('discount_start_date', 10).nullable();
      t.string('discount_end_date', 10).nullable();
      t.string('photo', 500).notNullable();
      t.integer('quantity').notNullable().defaultTo(0);
      t.boolean('active').notNullable().defaultTo(true);
      t.boolean('featured').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/subscriber.entity.ts: create table subscribers
    await trx.schema.createTable('subscribers', (t) => {
      t.increments('id');
      t.string('email', 254).notNullable().unique();
      t.string('name', 120).nullable();
      t.string('source', 20).notNullable().defaultTo('footer');
      t.string('subscribed_at', 30).nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/team-member.entity.ts: create table team_members
    await trx.schema.createTable('team_members', (t) => {
      t.increments('id');
      t.string('name', 120).notNullable();
      t.string('designation', 120).notNullable();
      t.string('photo', 500).notNullable();
      t.text('bio').nullable();
      t.string('email', 254).nullable();
      t.string('linkedin_url', 2048).nullable();
      t.string('x_url', 2048).nullable();
      t.string('github_url', 2048).nullable();
      t.integer('display_order').notNullable().defaultTo(0);
      t.boolean('active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/testimonial.entity.ts: create table testimonials
    await trx.schema.createTable('testimonials', (t) => {
      t.increments('id');
      t.string('client_name', 120).notNullable();
      t.string('company', 120).nullable();
      t.string('designation', 120).nullable();
      t.string('photo', 500).nullable();
      t.text('message').notNullable();
      t.integer('rating').notNullable().defaultTo(5);
      t.boolean('published').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/user.entity.ts: create table users
    await trx.schema.createTable('users', (t) => {
      t.increments('id');
      t.string('first_name', 80).notNullable();
      t.string('last_name', 80).nullable();
      t.string('email', 254).notNullable().unique();
      t.string('password', 100).nullable();
      t.string('phone', 30).nullable();
      t.integer('role_id').notNullable().references('id').inTable('roles').onDelete('RESTRICT');
      t.index(['role_id']);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/applicant.entity.ts: create table applicants
    await trx.schema.createTable('applicants', (t) => {
      t.increments('id');
      t.integer('job_id').notNullable().references('id').inTable('jobs').onDelete('RESTRICT');
      t.index(['job_id']);
      t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
      t.index(['user_id']);
      t.string('name', 120).notNullable();
      t.string('email', 254).notNullable();
      t.string('phone', 30).nullable();
      t.string('location', 120).nullable();
      t.integer('years_experience').nullable();
      t.string('linkedin_url', 2048).nullable();
      t.string('portfolio_url', 2048).nullable();
      t.integer('expected_salary').nullable();
      t.string('resume', 500).notNullable();
      t.text('cover_letter').nullable();
      t.string('status', 20).notNullable().defaultTo('new');
      t.integer('exam_score').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/applicant-answer.entity.ts: create table applicant_answers
    await trx.schema.createTable('applicant_answers', (t) => {
      t.increments('id');
      t.integer('applicant_id').notNullable().references('id').inTable('applicants').onDelete('CASCADE');
      t.index(['applicant_id']);
      t.integer('exam_id').notNullable().references('id').inTable('exam_questions').onDelete('RESTRICT');
      t.index(['exam_id']);
      t.text('answers').nullable();
      t.string('started_at', 30).notNullable();
      t.string('submitted_at', 30).nullable();
      t.integer('score').nullable();
      t.integer('max_score').nullable();
      t.boolean('passed').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/order.entity.ts: create table orders
    await trx.schema.createTable('orders', (t) => {
      t.increments('id');
      t.string('order_number', 30).notNullable().unique();
      t.integer('user_id').notNullable().references('id').inTable('users').onDelete('RESTRICT');
      t.index(['user_id']);
      t.string('status', 20).notNullable().defaultTo('pending');
      t.string('currency', 20).notNullable().defaultTo('USD');
      t.integer('subtotal').notNullable().defaultTo(0);
      t.integer('discount_total').notNullable().defaultTo(0);
      t.integer('tax_total').notNullable().defaultTo(0);
      t.integer('total').notNullable().defaultTo(0);
      t.string('payment_method', 20).nullable();
      t.string('payment_reference', 120).nullable();
      t.string('paid_at', 30).nullable();
      t.string('shipping_name', 120).nullable();
      t.string('shipping_company', 120).nullable();
      t.text('shipping_address').nullable();
      t.string('shipping_city', 80).nullable();
      t.string('shipping_postcode', 20).nullable();
      t.string('shipping_country', 80).nullable();
      t.string('shipping_phone', 30).nullable();
      t.text('notes').nullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/order-item.entity.ts: create table order_items
    await trx.schema.createTable('order_items', (t) => {
      t.increments('id');
      t.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
      t.index(['order_id']);
      t.integer('product_id').nullable().references('id').inTable('products').onDelete('SET NULL');
      t.index(['product_id']);
      t.string('name', 150).notNullable();
      t.integer('unit_price').notNullable();
      t.integer('quantity').notNullable().defaultTo(1);
      t.integer('line_total').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(trx.fn.now());
    });

    // entities/exam-question.entity.ts: create join table exam_questions_question
    await trx.schema.createTable('exam_questions_question', (t) => {
      t.integer('exam_question_id').notNullable().references('id').inTable('exam_questions').onDelete('CASCADE');
      t.index(['exam_question_id']);
      t.integer('single_question_id').notNullable().references('id').inTable('single_questions').onDelete('CASCADE');
      t.index(['single_question_id']);
      t.primary(['exam_question_id', 'single_question_id']);
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await schemaChange(knex, async (trx) => {
    // entities/exam-question.entity.ts: drop table exam_questions_question and its rows
    await trx.schema.dropTable('exam_questions_question');

    // entities/order-item.entity.ts: drop table order_items and its rows
    await trx.schema.dropTable('order_items');

    // entities/order.entity.ts: drop table orders and its rows
    await trx.schema.dropTable('orders');

    // entities/applicant-answer.entity.ts: drop table applicant_answers and its rows
    await trx.schema.dropTable('applicant_answers');

    // entities/applicant.entity.ts: drop table applicants and its rows
    await trx.schema.dropTable('applicants');

    // entities/user.entity.ts: drop table users and its rows
    await trx.schema.dropTable('users');

    // entities/testimonial.entity.ts: drop table testimonials and its rows
    await trx.schema.dropTable('testimonials');

    // entities/team-member.entity.ts: drop table team_members and its rows
    await trx.schema.dropTable('team_members');

    // entities/subscriber.entity.ts: drop table subscribers and its rows
    await trx.schema.dropTable('subscribers');

    // entities/product.entity.ts: drop table products and its rows
    await trx.schema.dropTable('products');

    // entities/subcategory.entity.ts: drop table subcategories and its rows
    await trx.schema.dropTable('subcategories');

    // entities/single-question.entity.ts: drop table single_questions and its rows
    await trx.schema.dropTable('single_questions');

    // entities/it-consulting.entity.ts: drop table it_consultings and its rows
    await trx.schema.dropTable('it_consultings');

    // entities/contact.entity.ts: drop table contacts and its rows
    await trx.schema.dropTable('contacts');

    // entities/banner.entity.ts: drop table banners and its rows
    await trx.schema.dropTable('banners');

    // entities/service.entity.ts: drop table services and its rows
    await trx.schema.dropTable('services');

    // entities/role.entity.ts: drop table roles and its rows
    await trx.schema.dropTable('roles');

    // entities/question-type.entity.ts: drop table question_types and its rows
    await trx.schema.dropTable('question_types');

    // entities/partner.entity.ts: drop table partners and its rows
    await trx.schema.dropTable('partners');

    // entities/partner-count.entity.ts: drop table partner_counts and its rows
    await trx.schema.dropTable('partner_counts');

    // entities/notice.entity.ts: drop table notices and its rows
    await trx.schema.dropTable('notices');

    // entities/news-letter.entity.ts: drop table news_letters and its rows
    await trx.schema.dropTable('news_letters');

    // entities/job.entity.ts: drop table jobs and its rows
    await trx.schema.dropTable('jobs');

    // entities/header-menu.entity.ts: drop table header_menus and its rows
    await trx.schema.dropTable('header_menus');

    // entities/footer-content.entity.ts: drop table footer_contents and its rows
    await trx.schema.dropTable('footer_contents');

    // entities/footer-header.entity.ts: drop table footer_headers and its rows
    await trx.schema.dropTable('footer_headers');

    // entities/exam-question.entity.ts: drop table exam_questions and its rows
    await trx.schema.dropTable('exam_questions');

    // entities/consulting-step.entity.ts: drop table consulting_steps and its rows
    await trx.schema.dropTable('consulting_steps');

    // entities/category.entity.ts: drop table categories and its rows
    await trx.schema.dropTable('categories');

    // entities/address.entity.ts: drop table addresses and its rows
    await trx.schema.dropTable('addresses');

    // entities/about-feature.entity.ts: drop table about_features and its rows
    await trx.schema.dropTable('about_features');

    // entities/about-data.entity.ts: drop table about_data and its rows
    await trx.schema.dropTable('about_data');
  });
}
