import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useAuthStore } from '#client/stores/auth-store.ts';
import { DEMO_CREDENTIALS } from '../demo-credentials.ts';
import { useLogin } from '../hooks/use-login.ts';

/** Email and password, pre-filled with the demo account, plus a one-click guest login. */
export function LoginForm() {
  const [email, setEmail] = useState(DEMO_CREDENTIALS.email);
  const [password, setPassword] = useState(DEMO_CREDENTIALS.password);
  const isLoading = useAuthStore((state) => state.isLoading);
  const logIn = useLogin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    void logIn({ email, password });
  };

  return (
    // noValidate: the spec puts no limits on login fields; the server answers every attempt.
    <form className="auth-card__form" onSubmit={onSubmit} noValidate>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="auth-card__actions">
        <Button type="submit" fullWidth size="lg" isBusy={isLoading}>
          Login
        </Button>
        <Button
          variant="secondary"
          fullWidth
          icon="user"
          disabled={isLoading}
          onClick={() => void logIn(DEMO_CREDENTIALS)}
        >
          Login as Guest
        </Button>
      </div>
    </form>
  );
}
