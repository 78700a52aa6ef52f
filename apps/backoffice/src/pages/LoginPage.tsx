import { useState } from 'react';
import { Alert, Box, Button, CardActions, CardContent, CircularProgress } from '@mui/material';
import { Form, Login, PasswordInput, TextInput, email, required, useLogin, useNotify, useTranslate } from 'react-admin';
import { LanguageSwitch } from '../components/LanguageSwitch';

interface LoginValues {
  email: string;
  password: string;
}

function messageOf(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  if (error instanceof Error && error.message) return error.message;
  return 'ra.auth.sign_in_error';
}

/** E-mail and password sign-in; a refusal shows the server's message (or ours, e.g. permissions). */
function EmailLoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    const { email: address, password } = values as unknown as LoginValues;
    setPending(true);
    setFailure(null);
    try {
      await login({ email: address, password });
    } catch (error) {
      const message = messageOf(error);
      setFailure(message);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setPending(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      {/* react-admin's Form does not forward data-* props to the DOM. */}
      <CardContent sx={{ width: 320 }} data-testid="login-form">
        {failure && (
          <Alert severity="error" data-testid="login-error" sx={{ mb: 2 }}>
            {translate(failure, { _: failure })}
          </Alert>
        )}
        <TextInput
          source="email"
          type="email"
          label="app.auth.email"
          autoComplete="username"
          validate={[required(), email()]}
          autoFocus
        />
        <PasswordInput
          source="password"
          label="app.auth.password"
          autoComplete="current-password"
          validate={required()}
        />
      </CardContent>
      <CardActions>
        <Button type="submit" variant="contained" fullWidth disabled={pending} data-testid="login-submit">
          {pending ? <CircularProgress size={19} thickness={3} /> : translate('app.auth.sign_in')}
        </Button>
      </CardActions>
    </Form>
  );
}

export function LoginPage() {
  return (
    <>
      <Box sx={{ position: 'fixed', top: 8, right: 8, zIndex: 1 }}>
        <LanguageSwitch />
      </Box>
      <Login>
        <EmailLoginForm />
      </Login>
    </>
  );
}
