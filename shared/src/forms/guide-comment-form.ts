import type { FormSchema } from '../validation/form-schema.ts';
import { COMMENT_MOBILE_DIGITS, MAX_TEXT_LENGTH } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import {
  composeValidators,
  digitCountExactly,
  email,
  maxLength,
  required,
  singleLineText,
} from '../validation/rules.ts';
import { requiredLongText, requiredName } from './field-rules.ts';

export const guideCommentFormSchema: FormSchema = {
  id: 'guide-comment',
  fields: {
    /** An id, which may be a single character. */
    blog_id: composeValidators(required, singleLineText, maxLength(MAX_TEXT_LENGTH)),
    name: requiredName,
    email,
    /** The spec gives no message for this rule; we reuse the contact forms' one. */
    mobile: composeValidators(
      required,
      singleLineText,
      maxLength(MAX_TEXT_LENGTH),
      digitCountExactly(COMMENT_MOBILE_DIGITS, validationMessages.invalidPhone),
    ),
    comments: requiredLongText,
  },
};
