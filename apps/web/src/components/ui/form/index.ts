export { FieldFrame, PasswordField, TextField } from './Field.tsx';
export { FormMessage } from './FormMessage.tsx';
