import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '../config';
import { matchRoute, routeTitleKey } from '../routes';

/** Keeps document.title at "<route title> - GSP" on every route, in the UI language. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const title = translate(routeTitleKey(matchRoute(pathname)));
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return null;
}
