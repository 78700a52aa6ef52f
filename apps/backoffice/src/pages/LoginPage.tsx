import { useEffect, useState } from 'react';
import { Alert, Box, Button, CardActions, CardContent, CircularProgress } from '@mui/material';
import { Form, Login, PasswordInput, TextInput, email, required, useLogin, useTranslate } from 'react-admin';
import { type LoginFeedback, type LoginStep, loginFeedback } from '../auth/login';
import { loginNotice } from '../auth/loginNotice';
import { LanguageSwitch } from '../components/LanguageSwitch';

interface LoginValues {
  email: string;
  password: string;
  code?: string;
}

/** data-testid on the <input> itself, so browser tests can fill it. */
const inputTestId = (id: string) => ({ slotProps: { htmlInput: { 'data-testid': id } } });

/**
 * E-mail and password sign-in, with a second step for the two-factor code: when the server
 * answers code 100 the code field appears and the same sign-in is sent again with `code`.
 * Messages: the server's prompt for the code, the invalid-code text on 101, and otherwise the
 * server's localized error (429 included), or ours (e.g. insufficient permissions).
 */
function EmailLoginForm() {
  const login = useLogin();
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [step, setStep] = useState<LoginStep>('credentials');
  // After the app logged the user out by itself (e.g. access-backoffice removed), the reason.
  const [feedback, setFeedback] = useState<LoginFeedback | null>(() => {
    const notice = loginNotice.peek();
    return notice ? { step: 'credentials', severity: 'error', message: notice } : null;
  });
  useEffect(() => loginNotice.clear(), []);

  /** An error belongs to the attempt that caused it: editing the form or submitting again clears it. */
  const clearError = () => setFeedback((current) => (current?.severity === 'error' ? null : current));

  const submit = async (values: Record<string, unknown>) => {
    const { email: address, password, code } = values as unknown as LoginValues;
    setPending(true);
    setFeedback(null);
    try {
      await login({ email: address, password, ...(step === 'code' && code ? { code } : {}) });
    } catch (error) {
      const next = loginFeedback(error, step);
      setStep(next.step);
      setFeedback(next);
    } finally {
      setPending(false);
    }
  };

  const back = () => {
    setStep('credentials');
    setFeedback(null);
  };

  const onCodeStep = step === 'code';

  return (
    <Form onSubmit={submit} noValidate>
      {/* react-admin's Form does not forward data-* props to the DOM. */}
      <CardContent sx={{ width: 320 }} data-testid="login-form" onChange={clearError}>
        {feedback && (
          <Alert
            severity={feedback.severity}
            data-testid={feedback.severity === 'info' ? 'login-two-factor' : 'login-error'}
            sx={{ mb: 2 }}
          >
            {translate(feedback.message, { _: feedback.message })}
          </Alert>
        )}
        <TextInput
          source="email"
          type="email"
          label="app.auth.email"
          autoComplete="username"
          validate={[required(), email()]}
          autoFocus={!onCodeStep}
          readOnly={onCodeStep}
          {...inputTestId('login-email')}
        />
        <PasswordInput
          source="password"
          label="app.auth.password"
          autoComplete="current-password"
          validate={required()}
          readOnly={onCodeStep}
          {...inputTestId('login-password')}
        />
        {onCodeStep && (
          <TextInput
            source="code"
            label="app.auth.code"
            autoComplete="one-time-code"
            helperText="app.auth.code_help"
            validate={required()}
            autoFocus
            {...inputTestId('login-code')}
          />
        )}
      </CardContent>
      <CardActions sx={{ flexDirection: 'column', gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={pending}
          onClick={clearError}
          data-testid="login-submit"
        >
          {pending ? (
            <CircularProgress size={19} thickness={3} />
          ) : (
            translate(onCodeStep ? 'app.auth.verify' : 'app.auth.sign_in')
          )}
        </Button>
        {onCodeStep && (
          <Button fullWidth onClick={back} disabled={pending} data-testid="login-back" sx={{ ml: '0 !important' }}>
            {translate('app.auth.back')}
          </Button>
        )}
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
