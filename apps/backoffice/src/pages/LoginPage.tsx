import { useEffect } from 'react';
import { useCheckAuth, useLogin, useNavigate, useTranslate } from 'react-admin';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { LoginForm } from '../login/LoginForm';
import { LoginLayout } from '../login/LoginLayout';

/**
 * The login page inside the admin, where react-admin sends a signed-out user (after a logout, a 401,
 * a deep link). The same form as the login screen the app opens with (login/LoginScreen.tsx); here
 * react-admin's useLogin signs in and goes on to the page the user was sent from.
 */
export function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  // Already signed in (the login page opened by hand): to the home page, as react-admin's <Login> does.
  useEffect(() => {
    checkAuth({}, false).then(
      () => navigate('/'),
      () => undefined,
    );
  }, [checkAuth, navigate]);
  return (
    <LoginLayout languageSwitch={<LanguageSwitch />}>
      <LoginForm translate={translate} signIn={login} />
    </LoginLayout>
  );
}
