/** Full page load of a location (SPEC.md section 4: the page reloads after sign-in). */
export function reloadTo(location: string): void {
  window.location.assign(location);
}
