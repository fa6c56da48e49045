export { FieldFrame, FormMessage, PasswordField, TextField } from './Field.tsx';
