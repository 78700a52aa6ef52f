import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { LanguageSwitch } from '../components/LanguageSwitch';

export function AppBar() {
  return (
    <RaAppBar
      toolbar={
        <>
          <LanguageSwitch />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </RaAppBar>
  );
}
