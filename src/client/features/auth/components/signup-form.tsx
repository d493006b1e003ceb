import { plural, t } from '@lingui/core/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { PASSWORD_MIN } from '#shared/schemas/user.schema.ts';
import { useSignup } from '../api/signup.ts';
import { useAuthBusy } from '../hooks/use-auth-busy.ts';

const EMPTY_FORM = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
type SignupFields = typeof EMPTY_FORM;

/** firstName, lastName, email, password and its confirmation (docs/product.md, "Accounts"). */
export function SignupForm() {
  const [fields, setFields] = useState<SignupFields>(EMPTY_FORM);
  const isLoading = useAuthBusy();
  const signUp = useSignup();

  const bind = (name: keyof SignupFields) => ({
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // docs/product.md, "Accounts": unless the two passwords match, nothing happens and no message shows.
    if (isLoading || fields.password !== fields.confirmPassword) return;
    const { confirmPassword: _confirmation, ...body } = fields;
    signUp.mutate(body);
  };

  return (
    <form className="auth-card__form" onSubmit={onSubmit}>
      <div className="auth-card__row">
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          required
          {...bind('firstName')}
        />
        <TextField label={t`Last name`} autoComplete="family-name" required {...bind('lastName')} />
      </div>
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...bind('email')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        hint={plural(PASSWORD_MIN, {
          one: 'At least # character.',
          other: 'At least # characters.',
        })}
        {...bind('password')}
      />
      <PasswordField
        label={t`Confirm password`}
        subject={t({
          message: 'confirm password',
          comment: 'In the show/hide button of the field: Show …, Hide …',
        })}
        autoComplete="new-password"
        required
        {...bind('confirmPassword')}
      />
      <div className="auth-card__actions">
        <Button type="submit" fullWidth size="lg" isBusy={isLoading}>
          {t`Sign up`}
        </Button>
      </div>
    </form>
  );
}
