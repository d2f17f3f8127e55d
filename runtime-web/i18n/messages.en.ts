/**
 * The admin's own texts in English: the source of the message keys (`MessageKey`). Every other catalogue
 * is typed against it (messages.de.ts), so a key missing there fails `npm run typecheck`. `{name}` is a
 * placeholder filled by `t(key, { name })`. Entity and field labels are content and stay as declared.
 */
export const en = {
  // The shell
  'shell.toggleNav': 'Toggle navigation',
  'shell.signOut': 'Sign Out',
  'shell.accountTitle': 'Your account: password and two-factor sign-in',
  'shell.yourAccount': ': your account',
  'shell.language': 'Admin language',
  // The list
  'list.add': 'Add {label}',
  'list.search': 'Search…',
  'list.searchLabel': 'Search {heading}',
  'list.loading': 'Loading...',
  'list.empty': 'Empty List',
  'list.exportCsv': 'Export CSV',
  'list.importCsv': 'Import CSV',
  'list.exportFailed': 'Could not export: {error}',
  'list.rowsPerPage': 'Rows per page',
  'list.range': '{from}–{to} of {total}',
  'list.previous': 'Previous',
  'list.next': 'Next',
  // The form
  'form.add': 'Add {label}',
  'form.edit': 'Edit {label}',
  'form.submit': 'Submit',
  'form.saveDraft': 'Save draft',
  'form.cancel': 'Cancel',
  'form.saved': 'Saved',
  'form.leaveUnsaved': 'You have unsaved changes. Leave this page and lose them?',
  // Dialogs
  'dialog.yes': 'Yes',
  'dialog.no': 'No',
  // Validation texts the shared schemas give in English (runtime-web/i18n/validation-messages.ts)
  'validation.required': 'This field is required',
  'validation.tooLong': 'Must be at most {max} characters',
  'validation.atLeast': 'Must be at least {min}',
  'validation.atMost': 'Must be at most {max}',
  'validation.email': 'Enter a valid email address',
  'validation.url': 'Enter a valid URL (http:// or https://)',
  'validation.phone': 'Enter a valid phone number',
  'validation.number': 'Enter a number',
  'validation.integer': 'Enter a whole number',
  'validation.passwordShort': 'Use at least 8 characters',
  'validation.chooseOption': 'Choose one of the options',
  'validation.date': 'Enter a date as YYYY-MM-DD',
  'validation.realDate': 'Enter a real date (YYYY-MM-DD)',
  'validation.dateTime': 'Enter a date and time',
  'validation.maxOptions': 'At most {max} options',
} as const;

export type MessageKey = keyof typeof en;
/** A catalogue: every key, each a text with the same placeholders as the English one. */
export type Messages = Record<MessageKey, string>;
