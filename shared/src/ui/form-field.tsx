import { useContext, useEffect, useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import type { InputHTMLAttributes, ReactNode, RefObject, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useField } from 'react-final-form';
import type { UseFieldConfig } from 'react-final-form';
import type { FieldValidator, FormValues } from '../validation/rules.ts';
import { type FieldErrorOptions, fieldErrorsWithPosted } from './form-field-errors.ts';
import { CarriedFormContext, carryTypedValue, takeTextTypedBeforeHydration } from '@site/shared';
import { ErrorSummaryAnnouncesContext, useNativeFieldIds, usePostedFieldError } from './form-field-native.tsx';
import styles from './form-field.module.css';

/**
 * The one accessible field family every form of the site uses (STYLE.md, the
 * Epic Stack): a visible label, the control wired to final-form with
 * `useField`, and the error list tied to the control with `aria-invalid` and
 * `aria-describedby` and announced as an alert.
 */

/** What final-form's `useField` and `<input>` both receive, so the field owns them. */
type ControlledAttribute = 'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'children';

interface FieldBaseProps extends FieldErrorOptions {
  name: string;
  /**
   * Announced as `aria-required`. The browser's own required check stays off:
   * the shared rules decide, and their messages show after a submit attempt.
   */
  required?: boolean;
  label: ReactNode;
  /** One of the shared rules in `shared/src/validation` or `shared/src/forms`. */
  validate?: FieldValidator;
  /** A hint shown under the label and read with the control. */
  description?: ReactNode;
  className?: string;
}

interface ValueTransform {
  /** Turns what was typed into the stored value, e.g. `digitsOnly` for a phone number. */
  parse?: (text: string) => string;
  /** Turns the stored value into what the control shows. */
  format?: (value: string) => string;
}

/** final-form's own default turns an emptied control into undefined; a custom parse keeps that. */
function transformConfig({ parse, format }: ValueTransform) {
  return {
    ...(parse && {
      parse: (text: string | undefined) => {
        const parsed = parse(text ?? '');
        return parsed === '' ? undefined : parsed;
      },
    }),
    ...(format && { format: (value: string | undefined) => format(value ?? '') }),
  };
}

function finalFormValidator(validate: FieldValidator | undefined) {
  return validate && ((value: unknown, allValues: object) => validate(value, allValues as FormValues));
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

export function FieldErrorList({
  id,
  errors,
  announce = true,
}: {
  id: string;
  errors: readonly string[];
  /** False while the form's error summary announces the refused post's messages (docs/decisions/010). */
  announce?: boolean;
}) {
  // In a form with an error summary, the summary is the one alert of a failed submit (issue 18).
  const summarised = useContext(ErrorSummaryAnnouncesContext);
  if (errors.length === 0) return null;
  return (
    <div id={id} role={announce && !summarised ? 'alert' : undefined} className={styles.errors}>
      {errors.map((error) => (
        <p key={error} className={styles.error}>
          {error}
        </p>
      ))}
    </div>
  );
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a visitor typed or chose before the page hydrated (docs/decisions/010).
 * React keeps a control's DOM value while it hydrates, but the next render
 * would put final-form's (the server's) value back. On mount this hands the
 * DOM's value to final-form instead, as if it had been typed afterwards. In a
 * form rendered in the browser the two agree and nothing happens. A form
 * that replaces a server-rendered copy of itself (a widget's island) takes
 * over what was typed into the copy the same way.
 *
 * What was typed always wins over what the server echoed back (issue 52): a
 * refused post's values are the form's initial values, and useField, when it
 * registers the field in its own effect, sets the field to its initial value.
 * React's hydration itself puts a text area's server text back; the shell
 * kept what was typed into it (`beginFirstHydration`). So the control takes
 * the typed value before the first paint (a layout
 * effect), and final-form is told only in an effect that runs after useField's
 * (call this hook after useField: a component's effects run in order).
 */
function useAdoptedDomValue(
  ref: RefObject<Control | null>,
  kind: 'value' | 'checked',
  current: unknown,
  onChange: (value: string | boolean) => void,
) {
  const carried = useContext(CarriedFormContext);
  const carry = useEffectEvent(() => {
    const control = ref.current;
    if (!control) return;
    const typedText = control instanceof HTMLTextAreaElement ? takeTextTypedBeforeHydration(control) : undefined;
    if (typedText !== undefined) control.value = typedText;
    carryTypedValue(control, carried);
  });
  const adopt = useEffectEvent(() => {
    const control = ref.current;
    if (!control) return;
    if (kind === 'checked' && control instanceof HTMLInputElement) {
      if (control.checked !== Boolean(current)) onChange(control.checked);
    } else if (control.value !== String(current ?? '')) {
      onChange(control.value);
    }
  });
  useLayoutEffect(() => carry(), []);
  useEffect(() => adopt(), []);
}

interface FieldIds {
  control: string;
  description: string;
  errors: string;
}

/** In a native form, ids from the form id and field name (the error summary links to them); else React's. */
function useFieldIds(name: string): FieldIds {
  const id = useId();
  const native = useNativeFieldIds(name);
  return native ?? { control: `${id}control`, description: `${id}description`, errors: `${id}errors` };
}

function controlAria(ids: FieldIds, errors: readonly string[], hasDescription: boolean, required?: boolean) {
  return {
    'aria-invalid': errors.length > 0 ? true : undefined,
    'aria-describedby': describedBy(hasDescription && ids.description, errors.length > 0 && ids.errors),
    'aria-required': required ? true : undefined,
  } as const;
}

function Description({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.description}>
      {children}
    </p>
  );
}

/** Splits a field's own props from those its control gets. */
function splitFieldProps<P extends FieldBaseProps>(props: P): [FieldBaseProps, Omit<P, keyof FieldBaseProps>] {
  const { name, label, validate, description, className, showErrorsAfterSubmit, required, ...controlProps } = props;
  return [{ name, label, validate, description, className, showErrorsAfterSubmit, required }, controlProps];
}

/**
 * What every field sets up: its ids, final-form's field, the errors to show (a refused post's among them), the
 * value typed before hydration adopted, and the control's ARIA wiring.
 */
function useFieldSetup<V, E extends Control>(
  base: FieldBaseProps,
  config: UseFieldConfig = {},
  kind: 'value' | 'checked' = 'value',
) {
  const ids = useFieldIds(base.name);
  const postedError = usePostedFieldError(base.name);
  const { input, meta } = useField<V>(base.name, { ...config, validate: finalFormValidator(base.validate) });
  const { errors, announce } = fieldErrorsWithPosted(
    meta,
    { showErrorsAfterSubmit: base.showErrorsAfterSubmit },
    postedError,
  );
  const controlRef = useRef<E>(null);
  useAdoptedDomValue(controlRef, kind, kind === 'checked' ? input.checked : input.value, input.onChange);
  return {
    ids,
    input,
    controlRef,
    aria: controlAria(ids, errors, Boolean(base.description), base.required),
    errorList: <FieldErrorList id={ids.errors} errors={errors} announce={announce} />,
  };
}

function fieldClassName(className: string | undefined): string {
  return [styles.field, className].filter(Boolean).join(' ');
}

/** A field whose label comes first: the label, the description, the control, the errors. */
function LabelledField({
  base,
  ids,
  errorList,
  children,
}: {
  base: FieldBaseProps;
  ids: FieldIds;
  errorList: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={fieldClassName(base.className)}>
      <label htmlFor={ids.control} className={styles.label}>
        {base.label}
      </label>
      {base.description ? <Description id={ids.description}>{base.description}</Description> : null}
      {children}
      {errorList}
    </div>
  );
}

export interface TextFieldProps
  extends FieldBaseProps, ValueTransform, Omit<InputHTMLAttributes<HTMLInputElement>, ControlledAttribute | 'type'> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'number' | 'password' | 'search';
}

export function TextField(props: TextFieldProps) {
  const [base, { parse, format, ...inputProps }] = splitFieldProps(props);
  const { ids, input, controlRef, aria, errorList } = useFieldSetup<string, HTMLInputElement>(
    base,
    transformConfig({ parse, format }),
  );
  return (
    <LabelledField base={base} ids={ids} errorList={errorList}>
      <input
        type="text"
        {...inputProps}
        {...input}
        ref={controlRef}
        value={input.value ?? ''}
        id={ids.control}
        className={styles.control}
        {...aria}
      />
    </LabelledField>
  );
}

export interface TextAreaFieldProps
  extends FieldBaseProps, ValueTransform, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, ControlledAttribute> {}

export function TextAreaField(props: TextAreaFieldProps) {
  const [base, { parse, format, ...textareaProps }] = splitFieldProps(props);
  const { ids, input, controlRef, aria, errorList } = useFieldSetup<string, HTMLTextAreaElement>(
    base,
    transformConfig({ parse, format }),
  );
  return (
    <LabelledField base={base} ids={ids} errorList={errorList}>
      <textarea
        rows={4}
        {...textareaProps}
        {...input}
        ref={controlRef}
        value={input.value ?? ''}
        id={ids.control}
        className={styles.control}
        {...aria}
      />
    </LabelledField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, ControlledAttribute | 'multiple'> {
  /** Plain strings are both the value and the label. */
  options: readonly (string | SelectOption)[];
  /** The empty first choice; the field stays blank until one is chosen. */
  placeholder?: string;
}

const toOption = (option: string | SelectOption): SelectOption =>
  typeof option === 'string' ? { value: option, label: option } : option;

export function SelectField(props: SelectFieldProps) {
  const [base, { options, placeholder = 'Select', ...selectProps }] = splitFieldProps(props);
  const { ids, input, controlRef, aria, errorList } = useFieldSetup<string, HTMLSelectElement>(base);
  return (
    <LabelledField base={base} ids={ids} errorList={errorList}>
      <select
        {...selectProps}
        {...input}
        ref={controlRef}
        value={input.value ?? ''}
        id={ids.control}
        className={styles.control}
        {...aria}
      >
        <option value="">{placeholder}</option>
        {options.map(toOption).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

export interface CheckboxFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, ControlledAttribute | 'type' | 'checked'> {}

export function CheckboxField(props: CheckboxFieldProps) {
  const [base, inputProps] = splitFieldProps(props);
  const { ids, input, controlRef, aria, errorList } = useFieldSetup<boolean, HTMLInputElement>(
    base,
    { type: 'checkbox' },
    'checked',
  );
  return (
    <div className={fieldClassName(base.className)}>
      <div className={styles.checkboxRow}>
        <input
          {...inputProps}
          ref={controlRef}
          name={input.name}
          checked={Boolean(input.checked)}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          type="checkbox"
          id={ids.control}
          className={styles.checkbox}
          {...aria}
        />
        <label htmlFor={ids.control} className={styles.checkboxLabel}>
          {base.label}
        </label>
      </div>
      {base.description ? <Description id={ids.description}>{base.description}</Description> : null}
      {errorList}
    </div>
  );
}
