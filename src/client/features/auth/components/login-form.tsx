import { t } from '@lingui/core/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { DEMO_CREDENTIALS } from '#shared/demo-user.ts';
import { useLogin } from '../api/login.ts';
import { useAuthBusy } from '../hooks/use-auth-busy.ts';

/** Email and password, pre-filled with the demo account, plus a one-click guest login. */
export function LoginForm() {
  const [email, setEmail] = useState<string>(DEMO_CREDENTIALS.email);
  const [password, setPassword] = useState<string>(DEMO_CREDENTIALS.password);
  const isLoading = useAuthBusy();
  const logIn = useLogin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    logIn.mutate({ email, password });
  };

  return (
    // noValidate: no limits on login fields (docs/product.md, "Accounts"); the server answers.
    <form className="auth-card__form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="auth-card__actions">
        <Button type="submit" fullWidth size="lg" isBusy={isLoading}>
          {t`Login`}
        </Button>
        <Button
          variant="secondary"
          fullWidth
          icon="user"
          disabled={isLoading}
          onClick={() => logIn.mutate(DEMO_CREDENTIALS)}
        >
          {t`Login as Guest`}
        </Button>
      </div>
    </form>
  );
}
