// The browser form toolkit: the react-final-form field components, their
// error display and the honeypot, plus the form rules. Its own federation
// singleton, so final-form and react-final-form load only on pages with a
// form. The rules are re-exported through their package entry, not a
// relative path, so federation shares the one @site/shared/form-rules
// instead of bundling a second copy here.
export * from './ui/form-field.tsx';
export * from './ui/form-field-errors.ts';
export * from './ui/form-field-honeypot.tsx';
export * from './ui/form-field-native.tsx';
export * from '@site/shared/form-rules';
