// Generated from entities/*.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { EntityMeta } from '../../runtime-shared/meta';
import { aboutDataMeta } from './about-data.schema';
import { aboutFeatureMeta } from './about-feature.schema';
import { accountTokenMeta } from './account-token.schema';
import { addressMeta } from './address.schema';
import { apiKeyMeta } from './api-key.schema';
import { applicantAnswerMeta } from './applicant-answer.schema';
import { applicantMeta } from './applicant.schema';
import { auditEntryMeta } from './audit-entry.schema';
import { bannerMeta } from './banner.schema';
import { bookmarkMeta } from './bookmark.schema';
import { categoryMeta } from './category.schema';
import { consultingStepMeta } from './consulting-step.schema';
import { contactMeta } from './contact.schema';
import { examQuestionMeta } from './exam-question.schema';
import { footerContentMeta } from './footer-content.schema';
import { footerHeaderMeta } from './footer-header.schema';
import { headerMenuMeta } from './header-menu.schema';
import { itConsultingMeta } from './it-consulting.schema';
import { jobMeta } from './job.schema';
import { mediaMeta } from './media.schema';
import { newsLetterMeta } from './news-letter.schema';
import { noticeMeta } from './notice.schema';
import { orderItemMeta } from './order-item.schema';
import { orderMeta } from './order.schema';
import { pageMeta } from './page.schema';
import { partnerCountMeta } from './partner-count.schema';
import { partnerMeta } from './partner.schema';
import { paymentEventMeta } from './payment-event.schema';
import { pricingPlanMeta } from './pricing-plan.schema';
import { productMeta } from './product.schema';
import { questionTypeMeta } from './question-type.schema';
import { redirectMeta } from './redirect.schema';
import { roleMeta } from './role.schema';
import { serviceMeta } from './service.schema';
import { singleQuestionMeta } from './single-question.schema';
import { subcategoryMeta } from './subcategory.schema';
import { subscriberMeta } from './subscriber.schema';
import { teamMemberMeta } from './team-member.schema';
import { testimonialMeta } from './testimonial.schema';
import { userCertificateMeta } from './user-certificate.schema';
import { userEducationMeta } from './user-education.schema';
import { userProfileMeta } from './user-profile.schema';
import { userSkillMeta } from './user-skill.schema';
import { userMeta } from './user.schema';
import { webhookDeliveryMeta } from './webhook-delivery.schema';
import { webhookMeta } from './webhook.schema';

/** Every entity, in name order. */
export const entityMetas: EntityMeta[] = [
  aboutDataMeta,
  aboutFeatureMeta,
  accountTokenMeta,
  addressMeta,
  apiKeyMeta,
  applicantAnswerMeta,
  applicantMeta,
  auditEntryMeta,
  bannerMeta,
  bookmarkMeta,
  categoryMeta,
  consultingStepMeta,
  contactMeta,
  examQuestionMeta,
  footerContentMeta,
  footerHeaderMeta,
  headerMenuMeta,
  itConsultingMeta,
  jobMeta,
  mediaMeta,
  newsLetterMeta,
  noticeMeta,
  orderItemMeta,
  orderMeta,
  pageMeta,
  partnerCountMeta,
  partnerMeta,
  paymentEventMeta,
  pricingPlanMeta,
  productMeta,
  questionTypeMeta,
  redirectMeta,
  roleMeta,
  serviceMeta,
  singleQuestionMeta,
  subcategoryMeta,
  subscriberMeta,
  teamMemberMeta,
  testimonialMeta,
  userCertificateMeta,
  userEducationMeta,
  userProfileMeta,
  userSkillMeta,
  userMeta,
  webhookDeliveryMeta,
  webhookMeta,
];
