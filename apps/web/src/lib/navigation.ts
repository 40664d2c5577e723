/**
 * Navigation from outside React (session logout, the API client's 401 rule).
 * The router registers itself at start-up; before that (and in unit tests) a full page load is used.
 */
type Navigator = (path: string) => void;

const fullPageLoad: Navigator = (path) => {
  window.location.assign(path);
};

let current: Navigator = fullPageLoad;

export function setNavigator(navigator: Navigator | null): void {
  current = navigator ?? fullPageLoad;
}

export function navigateTo(path: string): void {
  current(path);
}
