// Generated from entities/*.entity.ts (a schema change) by `npm run generate`. Do not edit: change the entity and run the generator.
// A migration is written once and never rewritten: later changes get migrations of their own.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // entities/about-data.entity.ts
  await knex.schema.createTable('about_data', (t) => {
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
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/about-feature.entity.ts
  await knex.schema.createTable('about_features', (t) => {
    t.increments('id');
    t.string('title', 100).notNullable();
    t.text('description').notNullable();
    t.string('icon', 500).nullable();
    t.integer('display_order').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/address.entity.ts
  await knex.schema.createTable('addresses', (t) => {
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
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/category.entity.ts
  await knex.schema.createTable('categories', (t) => {
    t.increments('id');
    t.string('name', 80).notNullable();
    t.string('slug', 100).notNullable().unique();
    t.text('description').nullable();
    t.string('icon', 500).nullable();
    t.integer('display_order').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/consulting-step.entity.ts
  await knex.schema.createTable('consulting_steps', (t) => {
    t.increments('id');
    t.integer('step_number').notNullable();
    t.string('title', 100).notNullable();
    t.text('summary').notNullable();
    t.text('body').nullable();
    t.string('icon', 500).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/exam-question.entity.ts
  await knex.schema.createTable('exam_questions', (t) => {
    t.increments('id');
    t.string('title', 150).notNullable();
    t.text('instructions').nullable();
    t.integer('duration_minutes').notNullable().defaultTo(30);
    t.integer('pass_mark').notNullable().defaultTo(60);
    t.boolean('shuffle_questions').notNullable().defaultTo(true);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/footer-header.entity.ts
  await knex.schema.createTable('footer_headers', (t) => {
    t.increments('id');
    t.string('title', 60).notNullable();
    t.integer('display_order').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/footer-content.entity.ts
  await knex.schema.createTable('footer_contents', (t) => {
    t.increments('id');
    t.integer('footer_header_id').notNullable().references('id').inTable('footer_headers').onDelete('CASCADE');
    t.index(['footer_header_id']);
    t.string('label', 80).notNullable();
    t.string('url', 2048).notNullable();
    t.boolean('new_tab').notNullable().defaultTo(false);
    t.integer('display_order').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/header-menu.entity.ts
  await knex.schema.createTable('header_menus', (t) => {
    t.increments('id');
    t.string('label', 60).notNullable();
    t.string('url', 2048).notNullable();
    t.integer('parent_id').nullable().references('id').inTable('header_menus').onDelete('CASCADE');
    t.index(['parent_id']);
    t.integer('display_order').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/job.entity.ts
  await knex.schema.createTable('jobs', (t) => {
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
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/news-letter.entity.ts
  await knex.schema.createTable('news_letters', (t) => {
    t.increments('id');
    t.string('subject', 200).notNullable();
    t.string('preheader', 150).nullable();
    t.text('body').notNullable();
    t.string('status', 20).notNullable().defaultTo('draft');
    t.string('sent_at', 30).nullable();
    t.integer('recipients').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/notice.entity.ts
  await knex.schema.createTable('notices', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.text('summary').nullable();
    t.text('body').notNullable();
    t.string('attachment', 500).nullable();
    t.string('published_at', 30).nullable();
    t.boolean('pinned').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/partner-count.entity.ts
  await knex.schema.createTable('partner_counts', (t) => {
    t.increments('id');
    t.string('label', 60).notNullable();
    t.integer('value').notNullable();
    t.string('suffix', 10).nullable();
    t.string('icon', 500).nullable();
    t.integer('display_order').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/partner.entity.ts
  await knex.schema.createTable('partners', (t) => {
    t.increments('id');
    t.string('name', 120).notNullable();
    t.string('logo', 500).notNullable();
    t.string('website', 2048).nullable();
    t.string('partnership', 20).notNullable().defaultTo('technology');
    t.text('description').nullable();
    t.integer('display_order').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/question-type.entity.ts
  await knex.schema.createTable('question_types', (t) => {
    t.increments('id');
    t.string('name', 80).notNullable().unique();
    t.string('kind', 20).notNullable().defaultTo('single_choice');
    t.text('description').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/role.entity.ts
  await knex.schema.createTable('roles', (t) => {
    t.increments('id');
    t.string('name', 80).notNullable();
    t.string('key', 40).notNullable().unique();
    t.text('description').nullable();
    t.boolean('admin_access').notNullable().defaultTo(false);
    t.boolean('all_permissions').notNullable().defaultTo(false);
    t.text('permissions').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/service.entity.ts
  await knex.schema.createTable('services', (t) => {
    t.increments('id');
    t.string('name', 120).notNullable();
    t.string('slug', 140).nullable().unique();
    t.text('summary').nullable();
    t.text('body').nullable();
    t.string('icon', 500).nullable();
    t.integer('display_order').notNullable().defaultTo(0);
    t.boolean('featured').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/banner.entity.ts
  await knex.schema.createTable('banners', (t) => {
    t.increments('id');
    t.string('title', 255).notNullable();
    t.integer('service_id').notNullable().references('id').inTable('services').onDelete('RESTRICT');
    t.index(['service_id']);
    t.string('sub_title', 255).notNullable();
    t.text('body').nullable();
    t.string('photo', 500).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/contact.entity.ts
  await knex.schema.createTable('contacts', (t) => {
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
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/it-consulting.entity.ts
  await knex.schema.createTable('it_consultings', (t) => {
    t.increments('id');
    t.string('title', 120).notNullable();
    t.text('summary').notNullable();
    t.text('body').nullable();
    t.string('icon', 500).nullable();
    t.string('photo', 500).nullable();
    t.integer('service_id').nullable().references('id').inTable('services').onDelete('SET NULL');
    t.index(['service_id']);
    t.integer('display_order').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/single-question.entity.ts
  await knex.schema.createTable('single_questions', (t) => {
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
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/exam-question.entity.ts (many-to-many)
  await knex.schema.createTable('exam_questions_question', (t) => {
    t.integer('exam_question_id').notNullable().references('id').inTable('exam_questions').onDelete('CASCADE');
    t.index(['exam_question_id']);
    t.integer('single_question_id').notNullable().references('id').inTable('single_questions').onDelete('CASCADE');
    t.index(['single_question_id']);
    t.primary(['exam_question_id', 'single_question_id']);
  });

  // entities/subcategory.entity.ts
  await knex.schema.createTable('subcategories', (t) => {
    t.increments('id');
    t.integer('category_id').notNullable().references('id').inTable('categories').onDelete('RESTRICT');
    t.index(['category_id']);
    t.string('name', 80).notNullable();
    t.string('slug', 100).notNullable().unique();
    t.text('description').nullable();
    t.integer('display_order').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/product.entity.ts
  await knex.schema.createTable('products', (t) => {
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
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/subscriber.entity.ts
  await knex.schema.createTable('subscribers', (t) => {
    t.increments('id');
    t.string('email', 254).notNullable().unique();
    t.string('name', 120).nullable();
    t.string('source', 20).notNullable().defaultTo('footer');
    t.string('subscribed_at', 30).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/team-member.entity.ts
  await knex.schema.createTable('team_members', (t) => {
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
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/testimonial.entity.ts
  await knex.schema.createTable('testimonials', (t) => {
    t.increments('id');
    t.string('client_name', 120).notNullable();
    t.string('company', 120).nullable();
    t.string('designation', 120).nullable();
    t.string('photo', 500).nullable();
    t.text('message').notNullable();
    t.integer('rating').notNullable().defaultTo(5);
    t.boolean('published').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/user.entity.ts
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('first_name', 80).notNullable();
    t.string('last_name', 80).nullable();
    t.string('email', 254).notNullable().unique();
    t.string('password', 100).nullable();
    t.string('phone', 30).nullable();
    t.integer('role_id').notNullable().references('id').inTable('roles').onDelete('RESTRICT');
    t.index(['role_id']);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/applicant.entity.ts
  await knex.schema.createTable('applicants', (t) => {
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
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/applicant-answer.entity.ts
  await knex.schema.createTable('applicant_answers', (t) => {
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
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/order.entity.ts
  await knex.schema.createTable('orders', (t) => {
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
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // entities/order-item.entity.ts
  await knex.schema.createTable('order_items', (t) => {
    t.increments('id');
    t.integer('order_id').notNullable().references('id').inTable('orders').onDelete('CASCADE');
    t.index(['order_id']);
    t.integer('product_id').nullable().references('id').inTable('products').onDelete('SET NULL');
    t.index(['product_id']);
    t.string('name', 150).notNullable();
    t.integer('unit_price').notNullable();
    t.integer('quantity').notNullable().defaultTo(1);
    t.integer('line_total').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('order_items');
  await knex.schema.dropTable('orders');
  await knex.schema.dropTable('applicant_answers');
  await knex.schema.dropTable('applicants');
  await knex.schema.dropTable('users');
  await knex.schema.dropTable('testimonials');
  await knex.schema.dropTable('team_members');
  await knex.schema.dropTable('subscribers');
  await knex.schema.dropTable('products');
  await knex.schema.dropTable('subcategories');
  await knex.schema.dropTable('exam_questions_question');
  await knex.schema.dropTable('single_questions');
  await knex.schema.dropTable('it_consultings');
  await knex.schema.dropTable('contacts');
  await knex.schema.dropTable('banners');
  await knex.schema.dropTable('services');
  await knex.schema.dropTable('roles');
  await knex.schema.dropTable('question_types');
  await knex.schema.dropTable('partners');
  await knex.schema.dropTable('partner_counts');
  await knex.schema.dropTable('notices');
  await knex.schema.dropTable('news_letters');
  await knex.schema.dropTable('jobs');
  await knex.schema.dropTable('header_menus');
  await knex.schema.dropTable('footer_contents');
  await knex.schema.dropTable('footer_headers');
  await knex.schema.dropTable('exam_questions');
  await knex.schema.dropTable('consulting_steps');
  await knex.schema.dropTable('categories');
  await knex.schema.dropTable('addresses');
  await knex.schema.dropTable('about_features');
  await knex.schema.dropTable('about_data');
}
