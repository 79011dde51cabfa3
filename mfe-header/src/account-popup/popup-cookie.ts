/** §3 "masthead popup state": set once the popup has been shown, so it shows once per cookie. */
export const POPUP_COOKIE = 'masthead_popup';
/** §9: cookies live 3600 seconds unless a rule says otherwise. */
export const POPUP_COOKIE_SECONDS = 3600;

export function popupAlreadyShown(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((pair) => pair.trim() === `${POPUP_COOKIE}=shown`);
}

export function rememberPopupShown(): void {
  document.cookie = `${POPUP_COOKIE}=shown; path=/; max-age=${POPUP_COOKIE_SECONDS}; samesite=lax`;
}
