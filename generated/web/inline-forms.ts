// Generated from entities/*.entity.ts by `npm run generate`. Do not edit: change the entity and run the generator.
import type { InlineForms } from '../../runtime-web/form/inline/inline-forms';

/**
 * The relation targets that have an add screen: their select offers "Create …"
 * to users granted create on them (runtime-web/form/inline). Each form loads on first use.
 */
export const inlineForms: InlineForms = {
  'category': { label: 'Category', load: () => import('./category/CategoryFields').then((m) => m.categoryInlineForm) },
  'exam-question': { label: 'Exam', load: () => import('./exam-question/ExamQuestionFields').then((m) => m.examQuestionInlineForm) },
  'footer-header': { label: 'Footer Column', load: () => import('./footer-header/FooterHeaderFields').then((m) => m.footerHeaderInlineForm) },
  'header-menu': { label: 'Menu Item', load: () => import('./header-menu/HeaderMenuFields').then((m) => m.headerMenuInlineForm) },
  'job': { label: 'Job', load: () => import('./job/JobFields').then((m) => m.jobInlineForm) },
  'product': { label: 'Product', load: () => import('./product/ProductFields').then((m) => m.productInlineForm) },
  'question-type': { label: 'Question Type', load: () => import('./question-type/QuestionTypeFields').then((m) => m.questionTypeInlineForm) },
  'role': { label: 'Role', load: () => import('./role/RoleFields').then((m) => m.roleInlineForm) },
  'service': { label: 'Service', load: () => import('./service/ServiceFields').then((m) => m.serviceInlineForm) },
  'single-question': { label: 'Question', load: () => import('./single-question/SingleQuestionFields').then((m) => m.singleQuestionInlineForm) },
  'subcategory': { label: 'Subcategory', load: () => import('./subcategory/SubcategoryFields').then((m) => m.subcategoryInlineForm) },
  'user': { label: 'User', load: () => import('./user/UserFields').then((m) => m.userInlineForm) },
};
