// Generated from entities/*.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { LocalServices } from '../../runtime-server/crud/action-hooks';
import { registerHooks, type EntityHooks, type RegisteredHooks } from '../../runtime-server/local-api/hooks';
import { localApi, type LocalApi, type LocalApiRegistry } from '../../runtime-server/local-api/local-api';
import { aboutDataCreateSchema, aboutDataMeta, aboutDataUpdateSchema, type AboutData, type AboutDataInput } from '../schemas/about-data.schema';
import { aboutFeatureCreateSchema, aboutFeatureMeta, aboutFeatureUpdateSchema, type AboutFeature, type AboutFeatureInput } from '../schemas/about-feature.schema';
import { accountTokenCreateSchema, accountTokenMeta, accountTokenUpdateSchema, type AccountToken, type AccountTokenInput } from '../schemas/account-token.schema';
import { addressCreateSchema, addressMeta, addressUpdateSchema, type Address, type AddressInput } from '../schemas/address.schema';
import { apiKeyCreateSchema, apiKeyMeta, apiKeyUpdateSchema, type ApiKey, type ApiKeyInput } from '../schemas/api-key.schema';
import { applicantAnswerCreateSchema, applicantAnswerMeta, applicantAnswerUpdateSchema, type ApplicantAnswer, type ApplicantAnswerInput } from '../schemas/applicant-answer.schema';
import { applicantCreateSchema, applicantMeta, applicantUpdateSchema, type Applicant, type ApplicantInput } from '../schemas/applicant.schema';
import { auditEntryCreateSchema, auditEntryMeta, auditEntryUpdateSchema, type AuditEntry, type AuditEntryInput } from '../schemas/audit-entry.schema';
import { bannerCreateSchema, bannerMeta, bannerUpdateSchema, type Banner, type BannerInput } from '../schemas/banner.schema';
import { bookmarkCreateSchema, bookmarkMeta, bookmarkUpdateSchema, type Bookmark, type BookmarkInput } from '../schemas/bookmark.schema';
import { categoryCreateSchema, categoryMeta, categoryUpdateSchema, type Category, type CategoryInput } from '../schemas/category.schema';
import { consultingStepCreateSchema, consultingStepMeta, consultingStepUpdateSchema, type ConsultingStep, type ConsultingStepInput } from '../schemas/consulting-step.schema';
import { contactCreateSchema, contactMeta, contactUpdateSchema, type Contact, type ContactInput } from '../schemas/contact.schema';
import { examQuestionCreateSchema, examQuestionMeta, examQuestionUpdateSchema, type ExamQuestion, type ExamQuestionInput } from '../schemas/exam-question.schema';
import { footerContentCreateSchema, footerContentMeta, footerContentUpdateSchema, type FooterContent, type FooterContentInput } from '../schemas/footer-content.schema';
import { footerHeaderCreateSchema, footerHeaderMeta, footerHeaderUpdateSchema, type FooterHeader, type FooterHeaderInput } from '../schemas/footer-header.schema';
import { headerMenuCreateSchema, headerMenuMeta, headerMenuUpdateSchema, type HeaderMenu, type HeaderMenuInput } from '../schemas/header-menu.schema';
import { itConsultingCreateSchema, itConsultingMeta, itConsultingUpdateSchema, type ItConsulting, type ItConsultingInput } from '../schemas/it-consulting.schema';
import { jobCreateSchema, jobMeta, jobUpdateSchema, type Job, type JobInput } from '../schemas/job.schema';
import { mediaCreateSchema, mediaMeta, mediaUpdateSchema, type Media, type MediaInput } from '../schemas/media.schema';
import { newsLetterCreateSchema, newsLetterMeta, newsLetterUpdateSchema, type NewsLetter, type NewsLetterInput } from '../schemas/news-letter.schema';
import { noticeCreateSchema, noticeMeta, noticeUpdateSchema, type Notice, type NoticeInput } from '../schemas/notice.schema';
import { orderItemCreateSchema, orderItemMeta, orderItemUpdateSchema, type OrderItem, type OrderItemInput } from '../schemas/order-item.schema';
import { orderCreateSchema, orderMeta, orderUpdateSchema, type Order, type OrderInput } from '../schemas/order.schema';
import { pageCreateSchema, pageMeta, pageUpdateSchema, type Page, type PageInput } from '../schemas/page.schema';
import { partnerCountCreateSchema, partnerCountMeta, partnerCountUpdateSchema, type PartnerCount, type PartnerCountInput } from '../schemas/partner-count.schema';
import { partnerCreateSchema, partnerMeta, partnerUpdateSchema, type Partner, type PartnerInput } from '../schemas/partner.schema';
import { paymentEventCreateSchema, paymentEventMeta, paymentEventUpdateSchema, type PaymentEvent, type PaymentEventInput } from '../schemas/payment-event.schema';
import { pricingPlanCreateSchema, pricingPlanMeta, pricingPlanUpdateSchema, type PricingPlan, type PricingPlanInput } from '../schemas/pricing-plan.schema';
import { productCreateSchema, productMeta, productUpdateSchema, type Product, type ProductInput } from '../schemas/product.schema';
import { questionTypeCreateSchema, questionTypeMeta, questionTypeUpdateSchema, type QuestionType, type QuestionTypeInput } from '../schemas/question-type.schema';
import { redirectCreateSchema, redirectMeta, redirectUpdateSchema, type Redirect, type RedirectInput } from '../schemas/redirect.schema';
import { roleCreateSchema, roleMeta, roleUpdateSchema, type Role, type RoleInput } from '../schemas/role.schema';
import { serviceCreateSchema, serviceMeta, serviceUpdateSchema, type Service, type ServiceInput } from '../schemas/service.schema';
import { singleQuestionCreateSchema, singleQuestionMeta, singleQuestionUpdateSchema, type SingleQuestion, type SingleQuestionInput } from '../schemas/single-question.schema';
import { subcategoryCreateSchema, subcategoryMeta, subcategoryUpdateSchema, type Subcategory, type SubcategoryInput } from '../schemas/subcategory.schema';
import { subscriberCreateSchema, subscriberMeta, subscriberUpdateSchema, type Subscriber, type SubscriberInput } from '../schemas/subscriber.schema';
import { teamMemberCreateSchema, teamMemberMeta, teamMemberUpdateSchema, type TeamMember, type TeamMemberInput } from '../schemas/team-member.schema';
import { testimonialCreateSchema, testimonialMeta, testimonialUpdateSchema, type Testimonial, type TestimonialInput } from '../schemas/testimonial.schema';
import { userCertificateCreateSchema, userCertificateMeta, userCertificateUpdateSchema, type UserCertificate, type UserCertificateInput } from '../schemas/user-certificate.schema';
import { userEducationCreateSchema, userEducationMeta, userEducationUpdateSchema, type UserEducation, type UserEducationInput } from '../schemas/user-education.schema';
import { userProfileCreateSchema, userProfileMeta, userProfileUpdateSchema, type UserProfile, type UserProfileInput } from '../schemas/user-profile.schema';
import { userSkillCreateSchema, userSkillMeta, userSkillUpdateSchema, type UserSkill, type UserSkillInput } from '../schemas/user-skill.schema';
import { userCreateSchema, userMeta, userUpdateSchema, type User, type UserInput } from '../schemas/user.schema';
import { webhookDeliveryCreateSchema, webhookDeliveryMeta, webhookDeliveryUpdateSchema, type WebhookDelivery, type WebhookDeliveryInput } from '../schemas/webhook-delivery.schema';
import { webhookCreateSchema, webhookMeta, webhookUpdateSchema, type Webhook, type WebhookInput } from '../schemas/webhook.schema';

/** Every entity's types by API name: what the local API accepts and answers for it. */
export interface EntityTypeMap {
  'about-data': { input: AboutDataInput; record: AboutData; actions: never };
  'about-feature': { input: AboutFeatureInput; record: AboutFeature; actions: never };
  'account-token': { input: AccountTokenInput; record: AccountToken; actions: never };
  'address': { input: AddressInput; record: Address; actions: never };
  'api-key': { input: ApiKeyInput; record: ApiKey; actions: never };
  'applicant-answer': { input: ApplicantAnswerInput; record: ApplicantAnswer; actions: 'publish' };
  'applicant': { input: ApplicantInput; record: Applicant; actions: 'shortlist' | 'reject' | 'reset' };
  'audit-entry': { input: AuditEntryInput; record: AuditEntry; actions: never };
  'banner': { input: BannerInput; record: Banner; actions: never };
  'bookmark': { input: BookmarkInput; record: Bookmark; actions: never };
  'category': { input: CategoryInput; record: Category; actions: never };
  'consulting-step': { input: ConsultingStepInput; record: ConsultingStep; actions: never };
  'contact': { input: ContactInput; record: Contact; actions: 'mark_read' | 'mark_unread' };
  'exam-question': { input: ExamQuestionInput; record: ExamQuestion; actions: never };
  'footer-content': { input: FooterContentInput; record: FooterContent; actions: never };
  'footer-header': { input: FooterHeaderInput; record: FooterHeader; actions: never };
  'header-menu': { input: HeaderMenuInput; record: HeaderMenu; actions: never };
  'it-consulting': { input: ItConsultingInput; record: ItConsulting; actions: never };
  'job': { input: JobInput; record: Job; actions: 'publish' | 'archive' | 'repost' | 'to_draft' };
  'media': { input: MediaInput; record: Media; actions: never };
  'news-letter': { input: NewsLetterInput; record: NewsLetter; actions: never };
  'notice': { input: NoticeInput; record: Notice; actions: never };
  'order-item': { input: OrderItemInput; record: OrderItem; actions: never };
  'order': { input: OrderInput; record: Order; actions: 'mark_paid' | 'ship' | 'complete' | 'cancel' };
  'page': { input: PageInput; record: Page; actions: never };
  'partner-count': { input: PartnerCountInput; record: PartnerCount; actions: never };
  'partner': { input: PartnerInput; record: Partner; actions: never };
  'payment-event': { input: PaymentEventInput; record: PaymentEvent; actions: never };
  'pricing-plan': { input: PricingPlanInput; record: PricingPlan; actions: never };
  'product': { input: ProductInput; record: Product; actions: never };
  'question-type': { input: QuestionTypeInput; record: QuestionType; actions: never };
  'redirect': { input: RedirectInput; record: Redirect; actions: never };
  'role': { input: RoleInput; record: Role; actions: never };
  'service': { input: ServiceInput; record: Service; actions: never };
  'single-question': { input: SingleQuestionInput; record: SingleQuestion; actions: never };
  'subcategory': { input: SubcategoryInput; record: Subcategory; actions: never };
  'subscriber': { input: SubscriberInput; record: Subscriber; actions: never };
  'team-member': { input: TeamMemberInput; record: TeamMember; actions: never };
  'testimonial': { input: TestimonialInput; record: Testimonial; actions: 'publish' | 'unpublish' };
  'user-certificate': { input: UserCertificateInput; record: UserCertificate; actions: never };
  'user-education': { input: UserEducationInput; record: UserEducation; actions: never };
  'user-profile': { input: UserProfileInput; record: UserProfile; actions: never };
  'user-skill': { input: UserSkillInput; record: UserSkill; actions: never };
  'user': { input: UserInput; record: User; actions: never };
  'webhook-delivery': { input: WebhookDeliveryInput; record: WebhookDelivery; actions: never };
  'webhook': { input: WebhookInput; record: Webhook; actions: never };
}

/** Every entity's meta and schemas by API name. */
export const localApiRegistry: LocalApiRegistry<EntityTypeMap> = {
  'about-data': { meta: aboutDataMeta, createSchema: aboutDataCreateSchema, updateSchema: aboutDataUpdateSchema },
  'about-feature': { meta: aboutFeatureMeta, createSchema: aboutFeatureCreateSchema, updateSchema: aboutFeatureUpdateSchema },
  'account-token': { meta: accountTokenMeta, createSchema: accountTokenCreateSchema, updateSchema: accountTokenUpdateSchema },
  'address': { meta: addressMeta, createSchema: addressCreateSchema, updateSchema: addressUpdateSchema },
  'api-key': { meta: apiKeyMeta, createSchema: apiKeyCreateSchema, updateSchema: apiKeyUpdateSchema },
  'applicant-answer': { meta: applicantAnswerMeta, createSchema: applicantAnswerCreateSchema, updateSchema: applicantAnswerUpdateSchema },
  'applicant': { meta: applicantMeta, createSchema: applicantCreateSchema, updateSchema: applicantUpdateSchema },
  'audit-entry': { meta: auditEntryMeta, createSchema: auditEntryCreateSchema, updateSchema: auditEntryUpdateSchema },
  'banner': { meta: bannerMeta, createSchema: bannerCreateSchema, updateSchema: bannerUpdateSchema },
  'bookmark': { meta: bookmarkMeta, createSchema: bookmarkCreateSchema, updateSchema: bookmarkUpdateSchema },
  'category': { meta: categoryMeta, createSchema: categoryCreateSchema, updateSchema: categoryUpdateSchema },
  'consulting-step': { meta: consultingStepMeta, createSchema: consultingStepCreateSchema, updateSchema: consultingStepUpdateSchema },
  'contact': { meta: contactMeta, createSchema: contactCreateSchema, updateSchema: contactUpdateSchema },
  'exam-question': { meta: examQuestionMeta, createSchema: examQuestionCreateSchema, updateSchema: examQuestionUpdateSchema },
  'footer-content': { meta: footerContentMeta, createSchema: footerContentCreateSchema, updateSchema: footerContentUpdateSchema },
  'footer-header': { meta: footerHeaderMeta, createSchema: footerHeaderCreateSchema, updateSchema: footerHeaderUpdateSchema },
  'header-menu': { meta: headerMenuMeta, createSchema: headerMenuCreateSchema, updateSchema: headerMenuUpdateSchema },
  'it-consulting': { meta: itConsultingMeta, createSchema: itConsultingCreateSchema, updateSchema: itConsultingUpdateSchema },
  'job': { meta: jobMeta, createSchema: jobCreateSchema, updateSchema: jobUpdateSchema },
  'media': { meta: mediaMeta, createSchema: mediaCreateSchema, updateSchema: mediaUpdateSchema },
  'news-letter': { meta: newsLetterMeta, createSchema: newsLetterCreateSchema, updateSchema: newsLetterUpdateSchema },
  'notice': { meta: noticeMeta, createSchema: noticeCreateSchema, updateSchema: noticeUpdateSchema },
  'order-item': { meta: orderItemMeta, createSchema: orderItemCreateSchema, updateSchema: orderItemUpdateSchema },
  'order': { meta: orderMeta, createSchema: orderCreateSchema, updateSchema: orderUpdateSchema },
  'page': { meta: pageMeta, createSchema: pageCreateSchema, updateSchema: pageUpdateSchema },
  'partner-count': { meta: partnerCountMeta, createSchema: partnerCountCreateSchema, updateSchema: partnerCountUpdateSchema },
  'partner': { meta: partnerMeta, createSchema: partnerCreateSchema, updateSchema: partnerUpdateSchema },
  'payment-event': { meta: paymentEventMeta, createSchema: paymentEventCreateSchema, updateSchema: paymentEventUpdateSchema },
  'pricing-plan': { meta: pricingPlanMeta, createSchema: pricingPlanCreateSchema, updateSchema: pricingPlanUpdateSchema },
  'product': { meta: productMeta, createSchema: productCreateSchema, updateSchema: productUpdateSchema },
  'question-type': { meta: questionTypeMeta, createSchema: questionTypeCreateSchema, updateSchema: questionTypeUpdateSchema },
  'redirect': { meta: redirectMeta, createSchema: redirectCreateSchema, updateSchema: redirectUpdateSchema },
  'role': { meta: roleMeta, createSchema: roleCreateSchema, updateSchema: roleUpdateSchema },
  'service': { meta: serviceMeta, createSchema: serviceCreateSchema, updateSchema: serviceUpdateSchema },
  'single-question': { meta: singleQuestionMeta, createSchema: singleQuestionCreateSchema, updateSchema: singleQuestionUpdateSchema },
  'subcategory': { meta: subcategoryMeta, createSchema: subcategoryCreateSchema, updateSchema: subcategoryUpdateSchema },
  'subscriber': { meta: subscriberMeta, createSchema: subscriberCreateSchema, updateSchema: subscriberUpdateSchema },
  'team-member': { meta: teamMemberMeta, createSchema: teamMemberCreateSchema, updateSchema: teamMemberUpdateSchema },
  'testimonial': { meta: testimonialMeta, createSchema: testimonialCreateSchema, updateSchema: testimonialUpdateSchema },
  'user-certificate': { meta: userCertificateMeta, createSchema: userCertificateCreateSchema, updateSchema: userCertificateUpdateSchema },
  'user-education': { meta: userEducationMeta, createSchema: userEducationCreateSchema, updateSchema: userEducationUpdateSchema },
  'user-profile': { meta: userProfileMeta, createSchema: userProfileCreateSchema, updateSchema: userProfileUpdateSchema },
  'user-skill': { meta: userSkillMeta, createSchema: userSkillCreateSchema, updateSchema: userSkillUpdateSchema },
  'user': { meta: userMeta, createSchema: userCreateSchema, updateSchema: userUpdateSchema },
  'webhook-delivery': { meta: webhookDeliveryMeta, createSchema: webhookDeliveryCreateSchema, updateSchema: webhookDeliveryUpdateSchema },
  'webhook': { meta: webhookMeta, createSchema: webhookCreateSchema, updateSchema: webhookUpdateSchema },
};

/**
 * The local API over this app's entities: the same operations as the generated routes (access,
 * validation, rules, audit, history, conflict checks, hooks), typed per entity.
 * @example await records(contextOf(req)).update('order', id, { status: 'paid' }, { caller: system('payment'), where: { status: ['pending'] } });
 */
export const records = (services: LocalServices): LocalApi<EntityTypeMap> => localApi(localApiRegistry, services);

/** One entity's lifecycle hooks, typed by its input, record and action names (runtime-server/local-api/hooks.ts). */
export type HooksOf<N extends keyof EntityTypeMap> = EntityHooks<EntityTypeMap[N], LocalServices>;

/**
 * Declares an entity's lifecycle hooks for the app's list (`createApp({ hooks: [...] })`).
 * @example export const orderHooks = defineHooks('order', { afterChange: async ({ record, previous, trx, services }) => { ... } });
 */
export const defineHooks = <N extends Extract<keyof EntityTypeMap, string>>(entity: N, hooks: HooksOf<N>): RegisteredHooks<LocalServices> => registerHooks(entity, hooks);
