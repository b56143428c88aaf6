import type { ReactNode } from 'react';
import { PasswordField } from './form-field';

/**
 * A new password typed twice, as sign-up, reset and the profile's change ask for it (each form
 * keeps its own labels and rule), with the form's live checks, if any, under the two fields.
 */
export function NewPasswordFields(props: {
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  checks?: ReactNode;
}) {
  const fields = [
    {
      name: 'newPassword',
      label: props.labels.password,
      value: props.password,
      set: props.onPassword,
    },
    {
      name: 'confirmPassword',
      label: props.labels.confirm,
      value: props.confirm,
      set: props.onConfirm,
    },
  ];
  return (
    <>
      {fields.map((field) => (
        <PasswordField
          key={field.name}
          label={field.label}
          name={field.name}
          autoComplete="new-password"
          required
          value={field.value}
          onChange={(e) => field.set(e.target.value)}
        />
      ))}
      {props.checks}
    </>
  );
}
