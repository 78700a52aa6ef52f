import { type FormEvent, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { type LoginFeedback, type LoginStep, loginFeedback } from '../auth/login';
import { loginNotice } from '../auth/loginNotice';
import type { Credentials } from '../authProvider';
import { type LoginField, type LoginValues, loginErrors } from './validate';

/** A password input with react-admin's show/hide button (its labels and icons, as PasswordInput has them). */
function PasswordField({ translateLabel: translate, ...props }: TextFieldProps & { translateLabel: Translate }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
                onClick={() => setVisible((shown) => !shown)}
                size="small"
              >
                {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface LoginFormProps {
  translate: Translate;
  /** Signs in; rejects with what the auth provider's login rejects with. */
  signIn(credentials: Credentials): Promise<unknown>;
}

const empty: LoginValues = { email: '', password: '', code: '' };

/**
 * E-mail and password sign-in, with a second step for the two-factor code: when the server
 * answers code 100 the code field appears and the same sign-in is sent again with `code`.
 * Messages: the server's prompt for the code, the invalid-code text on 101, and otherwise the
 * server's localized error (429 included), or ours (e.g. insufficient permissions).
 *
 * Plain MUI inputs, no react-admin form: the login screen shows it before the admin has loaded
 * (decision 0076). Fields are checked on submit, then on every change, as react-admin's form did.
 */
export function LoginForm({ translate, signIn }: LoginFormProps) {
  const [values, setValues] = useState<LoginValues>(empty);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [step, setStep] = useState<LoginStep>('credentials');
  // After the app logged the user out by itself (e.g. access-backoffice removed), the reason.
  const [feedback, setFeedback] = useState<LoginFeedback | null>(() => {
    const notice = loginNotice.peek();
    return notice ? { step: 'credentials', severity: 'error', message: notice } : null;
  });
  useEffect(() => loginNotice.clear(), []);

  const onCodeStep = step === 'code';
  const errors = submitted ? loginErrors(values, step) : {};

  /** An error belongs to the attempt that caused it: editing the form or submitting again clears it. */
  const clearError = () => setFeedback((current) => (current?.severity === 'error' ? null : current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending || Object.keys(loginErrors(values, step)).length > 0) return;
    setPending(true);
    setFeedback(null);
    try {
      const { email, password, code } = values;
      await signIn({ email, password, ...(onCodeStep && code ? { code } : {}) });
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

  /** A required input's props; the theme gives react-admin's variant, size and margin. */
  const field = (name: LoginField, label: string, readOnly = false) => {
    const error = errors[name];
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
      label: translate(label),
      required: true,
      error: !!error,
      helperText: error ? translate(error.message, error.args) : undefined,
      fullWidth: true,
      slotProps: { htmlInput: { 'data-testid': `login-${name}`, readOnly } },
    };
  };

  return (
    <form onSubmit={submit} noValidate>
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
        <TextField
          {...field('email', 'app.auth.email', onCodeStep)}
          type="email"
          autoComplete="username"
          autoFocus={!onCodeStep}
        />
        <PasswordField
          {...field('password', 'app.auth.password', onCodeStep)}
          autoComplete="current-password"
          translateLabel={translate}
        />
        {onCodeStep && (
          <TextField
            {...field('code', 'app.auth.code')}
            autoComplete="one-time-code"
            autoFocus
            helperText={
              errors.code ? translate(errors.code.message, errors.code.args) : translate('app.auth.code_help')
            }
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
    </form>
  );
}
