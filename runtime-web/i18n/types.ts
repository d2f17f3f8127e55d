/** The type of `t`, apart from the catalogues, so light modules (errorMessage, the shared feedback components) can name it without loading them. */
import type { MessageKey } from './messages.en';

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;
