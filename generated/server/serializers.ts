// Generated from entities/*.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { AnswerShapes } from '../../runtime-server/crud/answer-json';
import type { Row } from '../../runtime-server/crud/serialize';

/** A related record, or null (none, or not the caller's to read); undefined (not picked) stays so, and is left out. */
const one = (v: unknown, shape: (x: Row) => Row): unknown => (v === null || v === undefined ? v : shape(v as Row));
/** The related records of a many-to-many field. */
const rows = (v: unknown, shape: (x: Row) => Row): unknown => (Array.isArray(v) ? (v as Row[]).map(shape) : v);
/** `_meta` of a record answered in a locale. */
const locale = (v: Row): Row => ({ locale: v.locale, fallback: v.fallback });

/** About Company: every answer without `fields` or `expand`. */
function aboutDataRecord(r: Row): Row {
  return { id: r.id, company_name: r.company_name, tagline: r.tagline, logo: r.logo, mission: r.mission, vision: r.vision, story: r.story, photo: r.photo, founded_year: r.founded_year, employees: r.employees, email: r.email, phone: r.phone, linkedin_url: r.linkedin_url, x_url: r.x_url, facebook_url: r.facebook_url, youtube_url: r.youtube_url, created_at: r.created_at, updated_at: r.updated_at };
}

export const aboutDataAnswer: AnswerShapes = { record: aboutDataRecord, whole: aboutDataRecord, picked: aboutDataRecord };

/** About Feature: every answer without `fields` or `expand`. */
function aboutFeatureRecord(r: Row): Row {
  return { id: r.id, title: r.title, description: r.description, icon: r.icon, display_order: r.display_order, active: r.active, created_at: r.created_at, updated_at: r.updated_at };
}

export const aboutFeatureAnswer: AnswerShapes = { record: aboutFeatureRecord, whole: aboutFeatureRecord, picked: aboutFeatureRecord };

/** The user attached to a Account Token, as the `AccountToken` schema documents it. */
const accountTokenUserRelated = (v: Row): Row => ({ id: v.id, email: v.email });

/** Account Token: every answer without `fields` or `expand`. */
function accountTokenRecord(r: Row): Row {
  return { id: r.id, user_id: r.user_id, purpose: r.purpose, token_hash: r.token_hash, new_email: r.new_email, expires_at: r.expires_at, used_at: r.used_at, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, accountTokenUserRelated) };
}

/** Account Token: an `expand` answer (related records whole where expanded). */
function accountTokenWhole(r: Row): Row {
  return { id: r.id, user_id: r.user_id, purpose: r.purpose, token_hash: r.token_hash, new_email: r.new_email, expires_at: r.expires_at, used_at: r.used_at, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : accountTokenUserRelated(x))) };
}

/** Account Token: a `fields` answer (the keys not picked are absent, so left out). */
function accountTokenPicked(r: Row): Row {
  return { id: r.id, user_id: r.user_id, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : accountTokenUserRelated(x))), purpose: r.purpose, token_hash: r.token_hash, new_email: r.new_email, expires_at: r.expires_at, used_at: r.used_at, created_at: r.created_at, updated_at: r.updated_at };
}

export const accountTokenAnswer: AnswerShapes = { record: accountTokenRecord, whole: accountTokenWhole, picked: accountTokenPicked };

/** Company Address: every answer without `fields` or `expand`. */
function addressRecord(r: Row): Row {
  return { id: r.id, title: r.title, address_line1: r.address_line1, address_line2: r.address_line2, city: r.city, region: r.region, postcode: r.postcode, country: r.country, phone: r.phone, email: r.email, opening_hours: r.opening_hours, map_url: r.map_url, headquarters: r.headquarters, display_order: r.display_order, created_at: r.created_at, updated_at: r.updated_at };
}

export const addressAnswer: AnswerShapes = { record: addressRecord, whole: addressRecord, picked: addressRecord };

/** The role attached to a API Key, as the `ApiKey` schema documents it. */
const apiKeyRoleRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** The user attached to a API Key, as the `ApiKey` schema documents it. */
const apiKeyCreatorRelated = (v: Row): Row => ({ id: v.id, email: v.email });

/** API Key: every answer without `fields` or `expand`. */
function apiKeyRecord(r: Row): Row {
  return { id: r.id, name: r.name, prefix: r.prefix, role_id: r.role_id, creator_id: r.creator_id, expires_at: r.expires_at, last_used_at: r.last_used_at, last_used_ip: r.last_used_ip, revoked_at: r.revoked_at, created_at: r.created_at, updated_at: r.updated_at, role: one(r.role, apiKeyRoleRelated), creator: one(r.creator, apiKeyCreatorRelated) };
}

/** API Key: an `expand` answer (related records whole where expanded). */
function apiKeyWhole(r: Row): Row {
  return { id: r.id, name: r.name, prefix: r.prefix, role_id: r.role_id, creator_id: r.creator_id, expires_at: r.expires_at, last_used_at: r.last_used_at, last_used_ip: r.last_used_ip, revoked_at: r.revoked_at, created_at: r.created_at, updated_at: r.updated_at, role: one(r.role, (x: Row) => ('created_at' in x ? roleAnswer.whole(x) : apiKeyRoleRelated(x))), creator: one(r.creator, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : apiKeyCreatorRelated(x))) };
}

/** API Key: a `fields` answer (the keys not picked are absent, so left out). */
function apiKeyPicked(r: Row): Row {
  return { id: r.id, name: r.name, prefix: r.prefix, role_id: r.role_id, role: one(r.role, (x: Row) => ('created_at' in x ? roleAnswer.whole(x) : apiKeyRoleRelated(x))), creator_id: r.creator_id, creator: one(r.creator, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : apiKeyCreatorRelated(x))), expires_at: r.expires_at, last_used_at: r.last_used_at, last_used_ip: r.last_used_ip, revoked_at: r.revoked_at, created_at: r.created_at, updated_at: r.updated_at };
}

export const apiKeyAnswer: AnswerShapes = { record: apiKeyRecord, whole: apiKeyWhole, picked: apiKeyPicked };

/** The applicant attached to a Applicant Answer, as the `ApplicantAnswer` schema documents it. */
const applicantAnswerApplicantRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** The exam-question attached to a Applicant Answer, as the `ApplicantAnswer` schema documents it. */
const applicantAnswerExamRelated = (v: Row): Row => ({ id: v.id, title: v.title });

/** Applicant Answer: every answer without `fields` or `expand`. */
function applicantAnswerRecord(r: Row): Row {
  return { id: r.id, applicant_id: r.applicant_id, exam_id: r.exam_id, answers: r.answers, started_at: r.started_at, submitted_at: r.submitted_at, auto_score: r.auto_score, review_marks: r.review_marks, reviewed: r.reviewed, score: r.score, max_score: r.max_score, passed: r.passed, attempt_key: r.attempt_key, person_key: r.person_key, account_key: r.account_key, published: r.published, published_at: r.published_at, created_at: r.created_at, updated_at: r.updated_at, applicant: one(r.applicant, applicantAnswerApplicantRelated), exam: one(r.exam, applicantAnswerExamRelated) };
}

/** Applicant Answer: an `expand` answer (related records whole where expanded). */
function applicantAnswerWhole(r: Row): Row {
  return { id: r.id, applicant_id: r.applicant_id, exam_id: r.exam_id, answers: r.answers, started_at: r.started_at, submitted_at: r.submitted_at, auto_score: r.auto_score, review_marks: r.review_marks, reviewed: r.reviewed, score: r.score, max_score: r.max_score, passed: r.passed, attempt_key: r.attempt_key, person_key: r.person_key, account_key: r.account_key, published: r.published, published_at: r.published_at, created_at: r.created_at, updated_at: r.updated_at, applicant: one(r.applicant, (x: Row) => ('created_at' in x ? applicantAnswer.whole(x) : applicantAnswerApplicantRelated(x))), exam: one(r.exam, (x: Row) => ('created_at' in x ? examQuestionAnswer.whole(x) : applicantAnswerExamRelated(x))) };
}

/** Applicant Answer: a `fields` answer (the keys not picked are absent, so left out). */
function applicantAnswerPicked(r: Row): Row {
  return { id: r.id, applicant_id: r.applicant_id, applicant: one(r.applicant, (x: Row) => ('created_at' in x ? applicantAnswer.whole(x) : applicantAnswerApplicantRelated(x))), exam_id: r.exam_id, exam: one(r.exam, (x: Row) => ('created_at' in x ? examQuestionAnswer.whole(x) : applicantAnswerExamRelated(x))), answers: r.answers, started_at: r.started_at, submitted_at: r.submitted_at, auto_score: r.auto_score, review_marks: r.review_marks, reviewed: r.reviewed, score: r.score, max_score: r.max_score, passed: r.passed, attempt_key: r.attempt_key, person_key: r.person_key, account_key: r.account_key, published: r.published, published_at: r.published_at, created_at: r.created_at, updated_at: r.updated_at };
}

export const applicantAnswerAnswer: AnswerShapes = { record: applicantAnswerRecord, whole: applicantAnswerWhole, picked: applicantAnswerPicked };

/** The job attached to a Applicant, as the `Applicant` schema documents it. */
const applicantJobRelated = (v: Row): Row => ({ id: v.id, title: v.title });

/** The user attached to a Applicant, as the `Applicant` schema documents it. */
const applicantUserRelated = (v: Row): Row => ({ id: v.id, email: v.email });

/** Applicant: every answer without `fields` or `expand`. */
function applicantRecord(r: Row): Row {
  return { id: r.id, job_id: r.job_id, user_id: r.user_id, name: r.name, email: r.email, phone: r.phone, location: r.location, years_experience: r.years_experience, linkedin_url: r.linkedin_url, portfolio_url: r.portfolio_url, expected_salary: r.expected_salary, resume: r.resume, cover_letter: r.cover_letter, status: r.status, exam_score: r.exam_score, email_verified_at: r.email_verified_at, application_key: r.application_key, created_at: r.created_at, updated_at: r.updated_at, job: one(r.job, applicantJobRelated), user: one(r.user, applicantUserRelated) };
}

/** Applicant: an `expand` answer (related records whole where expanded). */
function applicantWhole(r: Row): Row {
  return { id: r.id, job_id: r.job_id, user_id: r.user_id, name: r.name, email: r.email, phone: r.phone, location: r.location, years_experience: r.years_experience, linkedin_url: r.linkedin_url, portfolio_url: r.portfolio_url, expected_salary: r.expected_salary, resume: r.resume, cover_letter: r.cover_letter, status: r.status, exam_score: r.exam_score, email_verified_at: r.email_verified_at, application_key: r.application_key, created_at: r.created_at, updated_at: r.updated_at, job: one(r.job, (x: Row) => ('created_at' in x ? jobAnswer.whole(x) : applicantJobRelated(x))), user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : applicantUserRelated(x))) };
}

/** Applicant: a `fields` answer (the keys not picked are absent, so left out). */
function applicantPicked(r: Row): Row {
  return { id: r.id, job_id: r.job_id, job: one(r.job, (x: Row) => ('created_at' in x ? jobAnswer.whole(x) : applicantJobRelated(x))), user_id: r.user_id, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : applicantUserRelated(x))), name: r.name, email: r.email, phone: r.phone, location: r.location, years_experience: r.years_experience, linkedin_url: r.linkedin_url, portfolio_url: r.portfolio_url, expected_salary: r.expected_salary, resume: r.resume, cover_letter: r.cover_letter, status: r.status, exam_score: r.exam_score, email_verified_at: r.email_verified_at, application_key: r.application_key, created_at: r.created_at, updated_at: r.updated_at };
}

export const applicantAnswer: AnswerShapes = { record: applicantRecord, whole: applicantWhole, picked: applicantPicked };

/** The user attached to a Audit Entry, as the `AuditEntry` schema documents it. */
const auditEntryUserRelated = (v: Row): Row => ({ id: v.id, email: v.email });

/** Audit Entry: every answer without `fields` or `expand`. */
function auditEntryRecord(r: Row): Row {
  return { id: r.id, at: r.at, day: r.day, operation: r.operation, entity: r.entity, record_id: r.record_id, action: r.action, user_id: r.user_id, user_email: r.user_email, changed: r.changed, before: r.before, after: r.after, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, auditEntryUserRelated) };
}

/** Audit Entry: an `expand` answer (related records whole where expanded). */
function auditEntryWhole(r: Row): Row {
  return { id: r.id, at: r.at, day: r.day, operation: r.operation, entity: r.entity, record_id: r.record_id, action: r.action, user_id: r.user_id, user_email: r.user_email, changed: r.changed, before: r.before, after: r.after, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : auditEntryUserRelated(x))) };
}

/** Audit Entry: a `fields` answer (the keys not picked are absent, so left out). */
function auditEntryPicked(r: Row): Row {
  return { id: r.id, at: r.at, day: r.day, operation: r.operation, entity: r.entity, record_id: r.record_id, action: r.action, user_id: r.user_id, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : auditEntryUserRelated(x))), user_email: r.user_email, changed: r.changed, before: r.before, after: r.after, created_at: r.created_at, updated_at: r.updated_at };
}

export const auditEntryAnswer: AnswerShapes = { record: auditEntryRecord, whole: auditEntryWhole, picked: auditEntryPicked };

/** The service attached to a Banner, as the `Banner` schema documents it. */
const bannerServiceRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** Banner: every answer without `fields` or `expand`. */
function bannerRecord(r: Row): Row {
  return { id: r.id, title: r.title, service_id: r.service_id, sub_title: r.sub_title, body: r.body, photo: r.photo, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, service: one(r.service, bannerServiceRelated), _meta: r._meta && locale(r._meta as Row) };
}

/** Banner: an `expand` answer (related records whole where expanded). */
function bannerWhole(r: Row): Row {
  return { id: r.id, title: r.title, service_id: r.service_id, sub_title: r.sub_title, body: r.body, photo: r.photo, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, service: one(r.service, (x: Row) => ('created_at' in x ? serviceAnswer.whole(x) : bannerServiceRelated(x))), _meta: r._meta && locale(r._meta as Row) };
}

/** Banner: a `fields` answer (the keys not picked are absent, so left out). */
function bannerPicked(r: Row): Row {
  return { id: r.id, title: r.title, service_id: r.service_id, service: one(r.service, (x: Row) => ('created_at' in x ? serviceAnswer.whole(x) : bannerServiceRelated(x))), sub_title: r.sub_title, body: r.body, photo: r.photo, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, _meta: r._meta && locale(r._meta as Row) };
}

export const bannerAnswer: AnswerShapes = { record: bannerRecord, whole: bannerWhole, picked: bannerPicked };

/** The user attached to a Bookmark, as the `Bookmark` schema documents it. */
const bookmarkUserRelated = (v: Row): Row => ({ id: v.id, email: v.email });

/** The product attached to a Bookmark, as the `Bookmark` schema documents it. */
const bookmarkProductRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** Bookmark: every answer without `fields` or `expand`. */
function bookmarkRecord(r: Row): Row {
  return { id: r.id, user_id: r.user_id, product_id: r.product_id, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, bookmarkUserRelated), product: one(r.product, bookmarkProductRelated) };
}

/** Bookmark: an `expand` answer (related records whole where expanded). */
function bookmarkWhole(r: Row): Row {
  return { id: r.id, user_id: r.user_id, product_id: r.product_id, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : bookmarkUserRelated(x))), product: one(r.product, (x: Row) => ('created_at' in x ? productAnswer.whole(x) : bookmarkProductRelated(x))) };
}

/** Bookmark: a `fields` answer (the keys not picked are absent, so left out). */
function bookmarkPicked(r: Row): Row {
  return { id: r.id, user_id: r.user_id, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : bookmarkUserRelated(x))), product_id: r.product_id, product: one(r.product, (x: Row) => ('created_at' in x ? productAnswer.whole(x) : bookmarkProductRelated(x))), created_at: r.created_at, updated_at: r.updated_at };
}

export const bookmarkAnswer: AnswerShapes = { record: bookmarkRecord, whole: bookmarkWhole, picked: bookmarkPicked };

/** Category: every answer without `fields` or `expand`. */
function categoryRecord(r: Row): Row {
  return { id: r.id, name: r.name, slug: r.slug, description: r.description, icon: r.icon, accent_color: r.accent_color, display_order: r.display_order, active: r.active, created_at: r.created_at, updated_at: r.updated_at };
}

export const categoryAnswer: AnswerShapes = { record: categoryRecord, whole: categoryRecord, picked: categoryRecord };

/** Consulting Step: every answer without `fields` or `expand`. */
function consultingStepRecord(r: Row): Row {
  return { id: r.id, step_number: r.step_number, title: r.title, summary: r.summary, body: r.body, icon: r.icon, created_at: r.created_at, updated_at: r.updated_at };
}

export const consultingStepAnswer: AnswerShapes = { record: consultingStepRecord, whole: consultingStepRecord, picked: consultingStepRecord };

/** The service attached to a Contact, as the `Contact` schema documents it. */
const contactServiceRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** Contact: every answer without `fields` or `expand`. */
function contactRecord(r: Row): Row {
  return { id: r.id, name: r.name, email: r.email, phone: r.phone, company: r.company, service_id: r.service_id, subject: r.subject, message: r.message, read: r.read, created_at: r.created_at, updated_at: r.updated_at, service: one(r.service, contactServiceRelated) };
}

/** Contact: an `expand` answer (related records whole where expanded). */
function contactWhole(r: Row): Row {
  return { id: r.id, name: r.name, email: r.email, phone: r.phone, company: r.company, service_id: r.service_id, subject: r.subject, message: r.message, read: r.read, created_at: r.created_at, updated_at: r.updated_at, service: one(r.service, (x: Row) => ('created_at' in x ? serviceAnswer.whole(x) : contactServiceRelated(x))) };
}

/** Contact: a `fields` answer (the keys not picked are absent, so left out). */
function contactPicked(r: Row): Row {
  return { id: r.id, name: r.name, email: r.email, phone: r.phone, company: r.company, service_id: r.service_id, service: one(r.service, (x: Row) => ('created_at' in x ? serviceAnswer.whole(x) : contactServiceRelated(x))), subject: r.subject, message: r.message, read: r.read, created_at: r.created_at, updated_at: r.updated_at };
}

export const contactAnswer: AnswerShapes = { record: contactRecord, whole: contactWhole, picked: contactPicked };

/** The single-question attached to a Exam, as the `ExamQuestion` schema documents it. */
const examQuestionQuestionRelated = (v: Row): Row => ({ id: v.id, question: v.question });

/** Exam: every answer without `fields` or `expand`. */
function examQuestionRecord(r: Row): Row {
  return { id: r.id, title: r.title, instructions: r.instructions, duration_minutes: r.duration_minutes, pass_mark: r.pass_mark, shuffle_questions: r.shuffle_questions, active: r.active, created_at: r.created_at, updated_at: r.updated_at, question_ids: r.question_ids, question: rows(r.question, examQuestionQuestionRelated) };
}

/** Exam: an `expand` answer (related records whole where expanded). */
function examQuestionWhole(r: Row): Row {
  return { id: r.id, title: r.title, instructions: r.instructions, duration_minutes: r.duration_minutes, pass_mark: r.pass_mark, shuffle_questions: r.shuffle_questions, active: r.active, created_at: r.created_at, updated_at: r.updated_at, question_ids: r.question_ids, question: rows(r.question, (x: Row) => ('created_at' in x ? singleQuestionAnswer.whole(x) : examQuestionQuestionRelated(x))) };
}

/** Exam: a `fields` answer (the keys not picked are absent, so left out). */
function examQuestionPicked(r: Row): Row {
  return { id: r.id, title: r.title, instructions: r.instructions, duration_minutes: r.duration_minutes, pass_mark: r.pass_mark, question_ids: r.question_ids, question: rows(r.question, (x: Row) => ('created_at' in x ? singleQuestionAnswer.whole(x) : examQuestionQuestionRelated(x))), shuffle_questions: r.shuffle_questions, active: r.active, created_at: r.created_at, updated_at: r.updated_at };
}

export const examQuestionAnswer: AnswerShapes = { record: examQuestionRecord, whole: examQuestionWhole, picked: examQuestionPicked };

/** The footer-header attached to a Footer Link, as the `FooterContent` schema documents it. */
const footerContentFooterHeaderRelated = (v: Row): Row => ({ id: v.id, title: v.title });

/** Footer Link: every answer without `fields` or `expand`. */
function footerContentRecord(r: Row): Row {
  return { id: r.id, footer_header_id: r.footer_header_id, label: r.label, url: r.url, new_tab: r.new_tab, display_order: r.display_order, active: r.active, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, footer_header: one(r.footer_header, footerContentFooterHeaderRelated), _meta: r._meta && locale(r._meta as Row) };
}

/** Footer Link: an `expand` answer (related records whole where expanded). */
function footerContentWhole(r: Row): Row {
  return { id: r.id, footer_header_id: r.footer_header_id, label: r.label, url: r.url, new_tab: r.new_tab, display_order: r.display_order, active: r.active, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, footer_header: one(r.footer_header, (x: Row) => ('created_at' in x ? footerHeaderAnswer.whole(x) : footerContentFooterHeaderRelated(x))), _meta: r._meta && locale(r._meta as Row) };
}

/** Footer Link: a `fields` answer (the keys not picked are absent, so left out). */
function footerContentPicked(r: Row): Row {
  return { id: r.id, footer_header_id: r.footer_header_id, footer_header: one(r.footer_header, (x: Row) => ('created_at' in x ? footerHeaderAnswer.whole(x) : footerContentFooterHeaderRelated(x))), label: r.label, url: r.url, new_tab: r.new_tab, display_order: r.display_order, active: r.active, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, _meta: r._meta && locale(r._meta as Row) };
}

export const footerContentAnswer: AnswerShapes = { record: footerContentRecord, whole: footerContentWhole, picked: footerContentPicked };

/** Footer Column: every answer without `fields` or `expand`. */
function footerHeaderRecord(r: Row): Row {
  return { id: r.id, title: r.title, display_order: r.display_order, active: r.active, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, _meta: r._meta && locale(r._meta as Row) };
}

export const footerHeaderAnswer: AnswerShapes = { record: footerHeaderRecord, whole: footerHeaderRecord, picked: footerHeaderRecord };

/** The header-menu attached to a Menu Item, as the `HeaderMenu` schema documents it. */
const headerMenuParentRelated = (v: Row): Row => ({ id: v.id, label: v.label });

/** Menu Item: every answer without `fields` or `expand`. */
function headerMenuRecord(r: Row): Row {
  return { id: r.id, label: r.label, url: r.url, parent_id: r.parent_id, display_order: r.display_order, active: r.active, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, parent: one(r.parent, headerMenuParentRelated), _meta: r._meta && locale(r._meta as Row) };
}

/** Menu Item: an `expand` answer (related records whole where expanded). */
function headerMenuWhole(r: Row): Row {
  return { id: r.id, label: r.label, url: r.url, parent_id: r.parent_id, display_order: r.display_order, active: r.active, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, parent: one(r.parent, (x: Row) => ('created_at' in x ? headerMenuAnswer.whole(x) : headerMenuParentRelated(x))), _meta: r._meta && locale(r._meta as Row) };
}

/** Menu Item: a `fields` answer (the keys not picked are absent, so left out). */
function headerMenuPicked(r: Row): Row {
  return { id: r.id, label: r.label, url: r.url, parent_id: r.parent_id, parent: one(r.parent, (x: Row) => ('created_at' in x ? headerMenuAnswer.whole(x) : headerMenuParentRelated(x))), display_order: r.display_order, active: r.active, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, _meta: r._meta && locale(r._meta as Row) };
}

export const headerMenuAnswer: AnswerShapes = { record: headerMenuRecord, whole: headerMenuWhole, picked: headerMenuPicked };

/** The service attached to a IT Consulting Service, as the `ItConsulting` schema documents it. */
const itConsultingServiceRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** IT Consulting Service: every answer without `fields` or `expand`. */
function itConsultingRecord(r: Row): Row {
  return { id: r.id, title: r.title, summary: r.summary, body: r.body, icon: r.icon, photo: r.photo, service_id: r.service_id, display_order: r.display_order, created_at: r.created_at, updated_at: r.updated_at, service: one(r.service, itConsultingServiceRelated) };
}

/** IT Consulting Service: an `expand` answer (related records whole where expanded). */
function itConsultingWhole(r: Row): Row {
  return { id: r.id, title: r.title, summary: r.summary, body: r.body, icon: r.icon, photo: r.photo, service_id: r.service_id, display_order: r.display_order, created_at: r.created_at, updated_at: r.updated_at, service: one(r.service, (x: Row) => ('created_at' in x ? serviceAnswer.whole(x) : itConsultingServiceRelated(x))) };
}

/** IT Consulting Service: a `fields` answer (the keys not picked are absent, so left out). */
function itConsultingPicked(r: Row): Row {
  return { id: r.id, title: r.title, summary: r.summary, body: r.body, icon: r.icon, photo: r.photo, service_id: r.service_id, service: one(r.service, (x: Row) => ('created_at' in x ? serviceAnswer.whole(x) : itConsultingServiceRelated(x))), display_order: r.display_order, created_at: r.created_at, updated_at: r.updated_at };
}

export const itConsultingAnswer: AnswerShapes = { record: itConsultingRecord, whole: itConsultingWhole, picked: itConsultingPicked };

/** The exam-question attached to a Job, as the `Job` schema documents it. */
const jobExamRelated = (v: Row): Row => ({ id: v.id, title: v.title });

/** Job: every answer without `fields` or `expand`. */
function jobRecord(r: Row): Row {
  return { id: r.id, title: r.title, slug: r.slug, category: r.category, location: r.location, workplace: r.workplace, employment_type: r.employment_type, vacancies: r.vacancies, experience: r.experience, salary_min: r.salary_min, salary_max: r.salary_max, deadline: r.deadline, summary: r.summary, description: r.description, requirements: r.requirements, benefits: r.benefits, state: r.state, exam_id: r.exam_id, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, exam: one(r.exam, jobExamRelated), _meta: r._meta && locale(r._meta as Row) };
}

/** Job: an `expand` answer (related records whole where expanded). */
function jobWhole(r: Row): Row {
  return { id: r.id, title: r.title, slug: r.slug, category: r.category, location: r.location, workplace: r.workplace, employment_type: r.employment_type, vacancies: r.vacancies, experience: r.experience, salary_min: r.salary_min, salary_max: r.salary_max, deadline: r.deadline, summary: r.summary, description: r.description, requirements: r.requirements, benefits: r.benefits, state: r.state, exam_id: r.exam_id, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, exam: one(r.exam, (x: Row) => ('created_at' in x ? examQuestionAnswer.whole(x) : jobExamRelated(x))), _meta: r._meta && locale(r._meta as Row) };
}

/** Job: a `fields` answer (the keys not picked are absent, so left out). */
function jobPicked(r: Row): Row {
  return { id: r.id, title: r.title, slug: r.slug, category: r.category, location: r.location, workplace: r.workplace, employment_type: r.employment_type, vacancies: r.vacancies, experience: r.experience, salary_min: r.salary_min, salary_max: r.salary_max, deadline: r.deadline, summary: r.summary, description: r.description, requirements: r.requirements, benefits: r.benefits, state: r.state, exam_id: r.exam_id, exam: one(r.exam, (x: Row) => ('created_at' in x ? examQuestionAnswer.whole(x) : jobExamRelated(x))), translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, _meta: r._meta && locale(r._meta as Row) };
}

export const jobAnswer: AnswerShapes = { record: jobRecord, whole: jobWhole, picked: jobPicked };

/** The user attached to a Media File, as the `Media` schema documents it. */
const mediaUploadedByRelated = (v: Row): Row => ({ id: v.id, email: v.email });

/** Media File: every answer without `fields` or `expand`. */
function mediaRecord(r: Row): Row {
  return { id: r.id, name: r.name, file: r.file, alt: r.alt, caption: r.caption, focal_point: r.focal_point, width: r.width, height: r.height, size: r.size, mime_type: r.mime_type, kind: r.kind, uploaded_by_id: r.uploaded_by_id, created_at: r.created_at, updated_at: r.updated_at, uploaded_by: one(r.uploaded_by, mediaUploadedByRelated) };
}

/** Media File: an `expand` answer (related records whole where expanded). */
function mediaWhole(r: Row): Row {
  return { id: r.id, name: r.name, file: r.file, alt: r.alt, caption: r.caption, focal_point: r.focal_point, width: r.width, height: r.height, size: r.size, mime_type: r.mime_type, kind: r.kind, uploaded_by_id: r.uploaded_by_id, created_at: r.created_at, updated_at: r.updated_at, uploaded_by: one(r.uploaded_by, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : mediaUploadedByRelated(x))) };
}

/** Media File: a `fields` answer (the keys not picked are absent, so left out). */
function mediaPicked(r: Row): Row {
  return { id: r.id, name: r.name, file: r.file, alt: r.alt, caption: r.caption, focal_point: r.focal_point, width: r.width, height: r.height, size: r.size, mime_type: r.mime_type, kind: r.kind, uploaded_by_id: r.uploaded_by_id, uploaded_by: one(r.uploaded_by, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : mediaUploadedByRelated(x))), created_at: r.created_at, updated_at: r.updated_at };
}

export const mediaAnswer: AnswerShapes = { record: mediaRecord, whole: mediaWhole, picked: mediaPicked };

/** Newsletter: every answer without `fields` or `expand`. */
function newsLetterRecord(r: Row): Row {
  return { id: r.id, subject: r.subject, preheader: r.preheader, body: r.body, status: r.status, sent_at: r.sent_at, recipients: r.recipients, created_at: r.created_at, updated_at: r.updated_at };
}

export const newsLetterAnswer: AnswerShapes = { record: newsLetterRecord, whole: newsLetterRecord, picked: newsLetterRecord };

/** Notice: every answer without `fields` or `expand`. */
function noticeRecord(r: Row): Row {
  return { id: r.id, title: r.title, summary: r.summary, body: r.body, attachment: r.attachment, published_at: r.published_at, pinned: r.pinned, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, _meta: r._meta && locale(r._meta as Row) };
}

export const noticeAnswer: AnswerShapes = { record: noticeRecord, whole: noticeRecord, picked: noticeRecord };

/** The order attached to a Order Item, as the `OrderItem` schema documents it. */
const orderItemOrderRelated = (v: Row): Row => ({ id: v.id, order_number: v.order_number, status: v.status });

/** The user attached to a Order Item, as the `OrderItem` schema documents it. */
const orderItemUserRelated = (v: Row): Row => ({ id: v.id, email: v.email });

/** The product attached to a Order Item, as the `OrderItem` schema documents it. */
const orderItemProductRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** Order Item: every answer without `fields` or `expand`. */
function orderItemRecord(r: Row): Row {
  return { id: r.id, order_id: r.order_id, user_id: r.user_id, product_id: r.product_id, name: r.name, unit_price: r.unit_price, quantity: r.quantity, line_total: r.line_total, created_at: r.created_at, updated_at: r.updated_at, order: one(r.order, orderItemOrderRelated), user: one(r.user, orderItemUserRelated), product: one(r.product, orderItemProductRelated) };
}

/** Order Item: an `expand` answer (related records whole where expanded). */
function orderItemWhole(r: Row): Row {
  return { id: r.id, order_id: r.order_id, user_id: r.user_id, product_id: r.product_id, name: r.name, unit_price: r.unit_price, quantity: r.quantity, line_total: r.line_total, created_at: r.created_at, updated_at: r.updated_at, order: one(r.order, (x: Row) => ('created_at' in x ? orderAnswer.whole(x) : orderItemOrderRelated(x))), user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : orderItemUserRelated(x))), product: one(r.product, (x: Row) => ('created_at' in x ? productAnswer.whole(x) : orderItemProductRelated(x))) };
}

/** Order Item: a `fields` answer (the keys not picked are absent, so left out). */
function orderItemPicked(r: Row): Row {
  return { id: r.id, order_id: r.order_id, order: one(r.order, (x: Row) => ('created_at' in x ? orderAnswer.whole(x) : orderItemOrderRelated(x))), user_id: r.user_id, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : orderItemUserRelated(x))), product_id: r.product_id, product: one(r.product, (x: Row) => ('created_at' in x ? productAnswer.whole(x) : orderItemProductRelated(x))), name: r.name, unit_price: r.unit_price, quantity: r.quantity, line_total: r.line_total, created_at: r.created_at, updated_at: r.updated_at };
}

export const orderItemAnswer: AnswerShapes = { record: orderItemRecord, whole: orderItemWhole, picked: orderItemPicked };

/** The user attached to a Order, as the `Order` schema documents it. */
const orderUserRelated = (v: Row): Row => ({ id: v.id, email: v.email });

/** Order: every answer without `fields` or `expand`. */
function orderRecord(r: Row): Row {
  return { id: r.id, order_number: r.order_number, user_id: r.user_id, status: r.status, currency: r.currency, subtotal: r.subtotal, discount_total: r.discount_total, tax_total: r.tax_total, total: r.total, payment_method: r.payment_method, payment_reference: r.payment_reference, payment_error: r.payment_error, checkout_key: r.checkout_key, paid_at: r.paid_at, shipping_name: r.shipping_name, shipping_company: r.shipping_company, shipping_address: r.shipping_address, shipping_city: r.shipping_city, shipping_postcode: r.shipping_postcode, shipping_country: r.shipping_country, shipping_phone: r.shipping_phone, notes: r.notes, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, orderUserRelated) };
}

/** Order: an `expand` answer (related records whole where expanded). */
function orderWhole(r: Row): Row {
  return { id: r.id, order_number: r.order_number, user_id: r.user_id, status: r.status, currency: r.currency, subtotal: r.subtotal, discount_total: r.discount_total, tax_total: r.tax_total, total: r.total, payment_method: r.payment_method, payment_reference: r.payment_reference, payment_error: r.payment_error, checkout_key: r.checkout_key, paid_at: r.paid_at, shipping_name: r.shipping_name, shipping_company: r.shipping_company, shipping_address: r.shipping_address, shipping_city: r.shipping_city, shipping_postcode: r.shipping_postcode, shipping_country: r.shipping_country, shipping_phone: r.shipping_phone, notes: r.notes, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : orderUserRelated(x))) };
}

/** Order: a `fields` answer (the keys not picked are absent, so left out). */
function orderPicked(r: Row): Row {
  return { id: r.id, order_number: r.order_number, user_id: r.user_id, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : orderUserRelated(x))), status: r.status, currency: r.currency, subtotal: r.subtotal, discount_total: r.discount_total, tax_total: r.tax_total, total: r.total, payment_method: r.payment_method, payment_reference: r.payment_reference, payment_error: r.payment_error, checkout_key: r.checkout_key, paid_at: r.paid_at, shipping_name: r.shipping_name, shipping_company: r.shipping_company, shipping_address: r.shipping_address, shipping_city: r.shipping_city, shipping_postcode: r.shipping_postcode, shipping_country: r.shipping_country, shipping_phone: r.shipping_phone, notes: r.notes, created_at: r.created_at, updated_at: r.updated_at };
}

export const orderAnswer: AnswerShapes = { record: orderRecord, whole: orderWhole, picked: orderPicked };

/** Content Page: every answer without `fields` or `expand`. */
function pageRecord(r: Row): Row {
  return { id: r.id, slug: r.slug, title: r.title, meta_description: r.meta_description, body: r.body, seo: r.seo, layout: r.layout, published: r.published, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, _meta: r._meta && locale(r._meta as Row) };
}

export const pageAnswer: AnswerShapes = { record: pageRecord, whole: pageRecord, picked: pageRecord };

/** Counter: every answer without `fields` or `expand`. */
function partnerCountRecord(r: Row): Row {
  return { id: r.id, label: r.label, value: r.value, suffix: r.suffix, icon: r.icon, display_order: r.display_order, active: r.active, created_at: r.created_at, updated_at: r.updated_at };
}

export const partnerCountAnswer: AnswerShapes = { record: partnerCountRecord, whole: partnerCountRecord, picked: partnerCountRecord };

/** Partner: every answer without `fields` or `expand`. */
function partnerRecord(r: Row): Row {
  return { id: r.id, name: r.name, logo: r.logo, website: r.website, partnership: r.partnership, description: r.description, display_order: r.display_order, active: r.active, created_at: r.created_at, updated_at: r.updated_at };
}

export const partnerAnswer: AnswerShapes = { record: partnerRecord, whole: partnerRecord, picked: partnerRecord };

/** Payment Event: every answer without `fields` or `expand`. */
function paymentEventRecord(r: Row): Row {
  return { id: r.id, provider: r.provider, event_id: r.event_id, type: r.type, order_number: r.order_number, created_at: r.created_at, updated_at: r.updated_at };
}

export const paymentEventAnswer: AnswerShapes = { record: paymentEventRecord, whole: paymentEventRecord, picked: paymentEventRecord };

/** Pricing Plan: every answer without `fields` or `expand`. */
function pricingPlanRecord(r: Row): Row {
  return { id: r.id, name: r.name, summary: r.summary, price: r.price, billing: r.billing, features: r.features, cta_label: r.cta_label, highlighted: r.highlighted, display_order: r.display_order, active: r.active, created_at: r.created_at, updated_at: r.updated_at };
}

export const pricingPlanAnswer: AnswerShapes = { record: pricingPlanRecord, whole: pricingPlanRecord, picked: pricingPlanRecord };

/** The category attached to a Product, as the `Product` schema documents it. */
const productCategoryRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** The subcategory attached to a Product, as the `Product` schema documents it. */
const productSubcategoryRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** Product: every answer without `fields` or `expand`. */
function productRecord(r: Row): Row {
  return { id: r.id, name: r.name, slug: r.slug, sku: r.sku, category_id: r.category_id, subcategory_id: r.subcategory_id, summary: r.summary, body: r.body, specifications: r.specifications, billing: r.billing, price: r.price, discount_price: r.discount_price, discount_start_date: r.discount_start_date, discount_end_date: r.discount_end_date, photo: r.photo, quantity: r.quantity, active: r.active, featured: r.featured, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, category: one(r.category, productCategoryRelated), subcategory: one(r.subcategory, productSubcategoryRelated), _meta: r._meta && locale(r._meta as Row) };
}

/** Product: an `expand` answer (related records whole where expanded). */
function productWhole(r: Row): Row {
  return { id: r.id, name: r.name, slug: r.slug, sku: r.sku, category_id: r.category_id, subcategory_id: r.subcategory_id, summary: r.summary, body: r.body, specifications: r.specifications, billing: r.billing, price: r.price, discount_price: r.discount_price, discount_start_date: r.discount_start_date, discount_end_date: r.discount_end_date, photo: r.photo, quantity: r.quantity, active: r.active, featured: r.featured, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, category: one(r.category, (x: Row) => ('created_at' in x ? categoryAnswer.whole(x) : productCategoryRelated(x))), subcategory: one(r.subcategory, (x: Row) => ('created_at' in x ? subcategoryAnswer.whole(x) : productSubcategoryRelated(x))), _meta: r._meta && locale(r._meta as Row) };
}

/** Product: a `fields` answer (the keys not picked are absent, so left out). */
function productPicked(r: Row): Row {
  return { id: r.id, name: r.name, slug: r.slug, sku: r.sku, category_id: r.category_id, category: one(r.category, (x: Row) => ('created_at' in x ? categoryAnswer.whole(x) : productCategoryRelated(x))), subcategory_id: r.subcategory_id, subcategory: one(r.subcategory, (x: Row) => ('created_at' in x ? subcategoryAnswer.whole(x) : productSubcategoryRelated(x))), summary: r.summary, body: r.body, specifications: r.specifications, billing: r.billing, price: r.price, discount_price: r.discount_price, discount_start_date: r.discount_start_date, discount_end_date: r.discount_end_date, photo: r.photo, quantity: r.quantity, active: r.active, featured: r.featured, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, _meta: r._meta && locale(r._meta as Row) };
}

export const productAnswer: AnswerShapes = { record: productRecord, whole: productWhole, picked: productPicked };

/** Question Type: every answer without `fields` or `expand`. */
function questionTypeRecord(r: Row): Row {
  return { id: r.id, name: r.name, kind: r.kind, description: r.description, created_at: r.created_at, updated_at: r.updated_at };
}

export const questionTypeAnswer: AnswerShapes = { record: questionTypeRecord, whole: questionTypeRecord, picked: questionTypeRecord };

/** Redirect: every answer without `fields` or `expand`. */
function redirectRecord(r: Row): Row {
  return { id: r.id, from_path: r.from_path, to: r.to, status: r.status, active: r.active, created_at: r.created_at, updated_at: r.updated_at };
}

export const redirectAnswer: AnswerShapes = { record: redirectRecord, whole: redirectRecord, picked: redirectRecord };

/** Role: every answer without `fields` or `expand`. */
function roleRecord(r: Row): Row {
  return { id: r.id, name: r.name, key: r.key, description: r.description, admin_access: r.admin_access, all_permissions: r.all_permissions, requires_two_factor: r.requires_two_factor, permissions: r.permissions, created_at: r.created_at, updated_at: r.updated_at };
}

export const roleAnswer: AnswerShapes = { record: roleRecord, whole: roleRecord, picked: roleRecord };

/** Service: every answer without `fields` or `expand`. */
function serviceRecord(r: Row): Row {
  return { id: r.id, name: r.name, slug: r.slug, summary: r.summary, body: r.body, icon: r.icon, display_order: r.display_order, featured: r.featured, translations: r.translations, created_at: r.created_at, updated_at: r.updated_at, _meta: r._meta && locale(r._meta as Row) };
}

export const serviceAnswer: AnswerShapes = { record: serviceRecord, whole: serviceRecord, picked: serviceRecord };

/** The question-type attached to a Question, as the `SingleQuestion` schema documents it. */
const singleQuestionQuestionTypeRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** Question: every answer without `fields` or `expand`. */
function singleQuestionRecord(r: Row): Row {
  return { id: r.id, question_type_id: r.question_type_id, question: r.question, options: r.options, correct_answers: r.correct_answers, exact_answer: r.exact_answer, marks: r.marks, difficulty: r.difficulty, explanation: r.explanation, active: r.active, created_at: r.created_at, updated_at: r.updated_at, question_type: one(r.question_type, singleQuestionQuestionTypeRelated) };
}

/** Question: an `expand` answer (related records whole where expanded). */
function singleQuestionWhole(r: Row): Row {
  return { id: r.id, question_type_id: r.question_type_id, question: r.question, options: r.options, correct_answers: r.correct_answers, exact_answer: r.exact_answer, marks: r.marks, difficulty: r.difficulty, explanation: r.explanation, active: r.active, created_at: r.created_at, updated_at: r.updated_at, question_type: one(r.question_type, (x: Row) => ('created_at' in x ? questionTypeAnswer.whole(x) : singleQuestionQuestionTypeRelated(x))) };
}

/** Question: a `fields` answer (the keys not picked are absent, so left out). */
function singleQuestionPicked(r: Row): Row {
  return { id: r.id, question_type_id: r.question_type_id, question_type: one(r.question_type, (x: Row) => ('created_at' in x ? questionTypeAnswer.whole(x) : singleQuestionQuestionTypeRelated(x))), question: r.question, options: r.options, correct_answers: r.correct_answers, exact_answer: r.exact_answer, marks: r.marks, difficulty: r.difficulty, explanation: r.explanation, active: r.active, created_at: r.created_at, updated_at: r.updated_at };
}

export const singleQuestionAnswer: AnswerShapes = { record: singleQuestionRecord, whole: singleQuestionWhole, picked: singleQuestionPicked };

/** The category attached to a Subcategory, as the `Subcategory` schema documents it. */
const subcategoryCategoryRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** Subcategory: every answer without `fields` or `expand`. */
function subcategoryRecord(r: Row): Row {
  return { id: r.id, category_id: r.category_id, name: r.name, slug: r.slug, description: r.description, display_order: r.display_order, active: r.active, created_at: r.created_at, updated_at: r.updated_at, category: one(r.category, subcategoryCategoryRelated) };
}

/** Subcategory: an `expand` answer (related records whole where expanded). */
function subcategoryWhole(r: Row): Row {
  return { id: r.id, category_id: r.category_id, name: r.name, slug: r.slug, description: r.description, display_order: r.display_order, active: r.active, created_at: r.created_at, updated_at: r.updated_at, category: one(r.category, (x: Row) => ('created_at' in x ? categoryAnswer.whole(x) : subcategoryCategoryRelated(x))) };
}

/** Subcategory: a `fields` answer (the keys not picked are absent, so left out). */
function subcategoryPicked(r: Row): Row {
  return { id: r.id, category_id: r.category_id, category: one(r.category, (x: Row) => ('created_at' in x ? categoryAnswer.whole(x) : subcategoryCategoryRelated(x))), name: r.name, slug: r.slug, description: r.description, display_order: r.display_order, active: r.active, created_at: r.created_at, updated_at: r.updated_at };
}

export const subcategoryAnswer: AnswerShapes = { record: subcategoryRecord, whole: subcategoryWhole, picked: subcategoryPicked };

/** Subscriber: every answer without `fields` or `expand`. */
function subscriberRecord(r: Row): Row {
  return { id: r.id, email: r.email, name: r.name, source: r.source, subscribed_at: r.subscribed_at, created_at: r.created_at, updated_at: r.updated_at };
}

export const subscriberAnswer: AnswerShapes = { record: subscriberRecord, whole: subscriberRecord, picked: subscriberRecord };

/** Team Member: every answer without `fields` or `expand`. */
function teamMemberRecord(r: Row): Row {
  return { id: r.id, name: r.name, designation: r.designation, photo: r.photo, bio: r.bio, email: r.email, linkedin_url: r.linkedin_url, x_url: r.x_url, github_url: r.github_url, display_order: r.display_order, active: r.active, created_at: r.created_at, updated_at: r.updated_at };
}

export const teamMemberAnswer: AnswerShapes = { record: teamMemberRecord, whole: teamMemberRecord, picked: teamMemberRecord };

/** Testimonial: every answer without `fields` or `expand`. */
function testimonialRecord(r: Row): Row {
  return { id: r.id, client_name: r.client_name, company: r.company, designation: r.designation, photo: r.photo, message: r.message, rating: r.rating, published: r.published, created_at: r.created_at, updated_at: r.updated_at };
}

export const testimonialAnswer: AnswerShapes = { record: testimonialRecord, whole: testimonialRecord, picked: testimonialRecord };

/** The user attached to a Certificate, as the `UserCertificate` schema documents it. */
const userCertificateUserRelated = (v: Row): Row => ({ id: v.id, email: v.email });

/** Certificate: every answer without `fields` or `expand`. */
function userCertificateRecord(r: Row): Row {
  return { id: r.id, user_id: r.user_id, name: r.name, issuer: r.issuer, issued_on: r.issued_on, credential_url: r.credential_url, document: r.document, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, userCertificateUserRelated) };
}

/** Certificate: an `expand` answer (related records whole where expanded). */
function userCertificateWhole(r: Row): Row {
  return { id: r.id, user_id: r.user_id, name: r.name, issuer: r.issuer, issued_on: r.issued_on, credential_url: r.credential_url, document: r.document, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : userCertificateUserRelated(x))) };
}

/** Certificate: a `fields` answer (the keys not picked are absent, so left out). */
function userCertificatePicked(r: Row): Row {
  return { id: r.id, user_id: r.user_id, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : userCertificateUserRelated(x))), name: r.name, issuer: r.issuer, issued_on: r.issued_on, credential_url: r.credential_url, document: r.document, created_at: r.created_at, updated_at: r.updated_at };
}

export const userCertificateAnswer: AnswerShapes = { record: userCertificateRecord, whole: userCertificateWhole, picked: userCertificatePicked };

/** The user attached to a Education, as the `UserEducation` schema documents it. */
const userEducationUserRelated = (v: Row): Row => ({ id: v.id, email: v.email });

/** Education: every answer without `fields` or `expand`. */
function userEducationRecord(r: Row): Row {
  return { id: r.id, user_id: r.user_id, institution: r.institution, degree: r.degree, field_of_study: r.field_of_study, start_date: r.start_date, end_date: r.end_date, description: r.description, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, userEducationUserRelated) };
}

/** Education: an `expand` answer (related records whole where expanded). */
function userEducationWhole(r: Row): Row {
  return { id: r.id, user_id: r.user_id, institution: r.institution, degree: r.degree, field_of_study: r.field_of_study, start_date: r.start_date, end_date: r.end_date, description: r.description, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : userEducationUserRelated(x))) };
}

/** Education: a `fields` answer (the keys not picked are absent, so left out). */
function userEducationPicked(r: Row): Row {
  return { id: r.id, user_id: r.user_id, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : userEducationUserRelated(x))), institution: r.institution, degree: r.degree, field_of_study: r.field_of_study, start_date: r.start_date, end_date: r.end_date, description: r.description, created_at: r.created_at, updated_at: r.updated_at };
}

export const userEducationAnswer: AnswerShapes = { record: userEducationRecord, whole: userEducationWhole, picked: userEducationPicked };

/** The user attached to a Profile, as the `UserProfile` schema documents it. */
const userProfileUserRelated = (v: Row): Row => ({ id: v.id, email: v.email });

/** Profile: every answer without `fields` or `expand`. */
function userProfileRecord(r: Row): Row {
  return { id: r.id, user_id: r.user_id, headline: r.headline, bio: r.bio, photo: r.photo, phone: r.phone, address_line1: r.address_line1, address_line2: r.address_line2, city: r.city, region: r.region, postcode: r.postcode, country: r.country, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, userProfileUserRelated) };
}

/** Profile: an `expand` answer (related records whole where expanded). */
function userProfileWhole(r: Row): Row {
  return { id: r.id, user_id: r.user_id, headline: r.headline, bio: r.bio, photo: r.photo, phone: r.phone, address_line1: r.address_line1, address_line2: r.address_line2, city: r.city, region: r.region, postcode: r.postcode, country: r.country, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : userProfileUserRelated(x))) };
}

/** Profile: a `fields` answer (the keys not picked are absent, so left out). */
function userProfilePicked(r: Row): Row {
  return { id: r.id, user_id: r.user_id, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : userProfileUserRelated(x))), headline: r.headline, bio: r.bio, photo: r.photo, phone: r.phone, address_line1: r.address_line1, address_line2: r.address_line2, city: r.city, region: r.region, postcode: r.postcode, country: r.country, created_at: r.created_at, updated_at: r.updated_at };
}

export const userProfileAnswer: AnswerShapes = { record: userProfileRecord, whole: userProfileWhole, picked: userProfilePicked };

/** The user attached to a Skill, as the `UserSkill` schema documents it. */
const userSkillUserRelated = (v: Row): Row => ({ id: v.id, email: v.email });

/** Skill: every answer without `fields` or `expand`. */
function userSkillRecord(r: Row): Row {
  return { id: r.id, user_id: r.user_id, name: r.name, level: r.level, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, userSkillUserRelated) };
}

/** Skill: an `expand` answer (related records whole where expanded). */
function userSkillWhole(r: Row): Row {
  return { id: r.id, user_id: r.user_id, name: r.name, level: r.level, created_at: r.created_at, updated_at: r.updated_at, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : userSkillUserRelated(x))) };
}

/** Skill: a `fields` answer (the keys not picked are absent, so left out). */
function userSkillPicked(r: Row): Row {
  return { id: r.id, user_id: r.user_id, user: one(r.user, (x: Row) => ('created_at' in x ? userAnswer.whole(x) : userSkillUserRelated(x))), name: r.name, level: r.level, created_at: r.created_at, updated_at: r.updated_at };
}

export const userSkillAnswer: AnswerShapes = { record: userSkillRecord, whole: userSkillWhole, picked: userSkillPicked };

/** The role attached to a User, as the `User` schema documents it. */
const userRoleRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** User: every answer without `fields` or `expand`. */
function userRecord(r: Row): Row {
  return { id: r.id, first_name: r.first_name, last_name: r.last_name, email: r.email, phone: r.phone, role_id: r.role_id, language: r.language, created_at: r.created_at, updated_at: r.updated_at, role: one(r.role, userRoleRelated) };
}

/** User: an `expand` answer (related records whole where expanded). */
function userWhole(r: Row): Row {
  return { id: r.id, first_name: r.first_name, last_name: r.last_name, email: r.email, phone: r.phone, role_id: r.role_id, language: r.language, created_at: r.created_at, updated_at: r.updated_at, role: one(r.role, (x: Row) => ('created_at' in x ? roleAnswer.whole(x) : userRoleRelated(x))) };
}

/** User: a `fields` answer (the keys not picked are absent, so left out). */
function userPicked(r: Row): Row {
  return { id: r.id, first_name: r.first_name, last_name: r.last_name, email: r.email, phone: r.phone, role_id: r.role_id, role: one(r.role, (x: Row) => ('created_at' in x ? roleAnswer.whole(x) : userRoleRelated(x))), language: r.language, created_at: r.created_at, updated_at: r.updated_at };
}

export const userAnswer: AnswerShapes = { record: userRecord, whole: userWhole, picked: userPicked };

/** The webhook attached to a Webhook Delivery, as the `WebhookDelivery` schema documents it. */
const webhookDeliveryWebhookRelated = (v: Row): Row => ({ id: v.id, name: v.name });

/** Webhook Delivery: every answer without `fields` or `expand`. */
function webhookDeliveryRecord(r: Row): Row {
  return { id: r.id, webhook_id: r.webhook_id, event_id: r.event_id, event: r.event, entity: r.entity, record_id: r.record_id, status: r.status, attempts: r.attempts, next_attempt_at: r.next_attempt_at, payload: r.payload, response_status: r.response_status, latency_ms: r.latency_ms, response_excerpt: r.response_excerpt, error: r.error, delivered_at: r.delivered_at, replay_of: r.replay_of, created_at: r.created_at, updated_at: r.updated_at, webhook: one(r.webhook, webhookDeliveryWebhookRelated) };
}

/** Webhook Delivery: an `expand` answer (related records whole where expanded). */
function webhookDeliveryWhole(r: Row): Row {
  return { id: r.id, webhook_id: r.webhook_id, event_id: r.event_id, event: r.event, entity: r.entity, record_id: r.record_id, status: r.status, attempts: r.attempts, next_attempt_at: r.next_attempt_at, payload: r.payload, response_status: r.response_status, latency_ms: r.latency_ms, response_excerpt: r.response_excerpt, error: r.error, delivered_at: r.delivered_at, replay_of: r.replay_of, created_at: r.created_at, updated_at: r.updated_at, webhook: one(r.webhook, (x: Row) => ('created_at' in x ? webhookAnswer.whole(x) : webhookDeliveryWebhookRelated(x))) };
}

/** Webhook Delivery: a `fields` answer (the keys not picked are absent, so left out). */
function webhookDeliveryPicked(r: Row): Row {
  return { id: r.id, webhook_id: r.webhook_id, webhook: one(r.webhook, (x: Row) => ('created_at' in x ? webhookAnswer.whole(x) : webhookDeliveryWebhookRelated(x))), event_id: r.event_id, event: r.event, entity: r.entity, record_id: r.record_id, status: r.status, attempts: r.attempts, next_attempt_at: r.next_attempt_at, payload: r.payload, response_status: r.response_status, latency_ms: r.latency_ms, response_excerpt: r.response_excerpt, error: r.error, delivered_at: r.delivered_at, replay_of: r.replay_of, created_at: r.created_at, updated_at: r.updated_at };
}

export const webhookDeliveryAnswer: AnswerShapes = { record: webhookDeliveryRecord, whole: webhookDeliveryWhole, picked: webhookDeliveryPicked };

/** Webhook: every answer without `fields` or `expand`. */
function webhookRecord(r: Row): Row {
  return { id: r.id, name: r.name, url: r.url, events: r.events, active: r.active, failures: r.failures, created_at: r.created_at, updated_at: r.updated_at };
}

export const webhookAnswer: AnswerShapes = { record: webhookRecord, whole: webhookRecord, picked: webhookRecord };
