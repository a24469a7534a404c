/**
 * Veego's identity as plain data (no imports), read by brand.ts at run time and by the build
 * for the web app manifest (issue 11: name, icons and colours of the installable app).
 */
export const brandInfo = {
  id: 'veego',
  name: 'Veego',
  shortName: 'Veego',
  description: 'Veego: video chat one-to-one with hosts from around the world.',
  logo: '/logo.svg',
  /** Browser UI and splash colours of the installed app. */
  themeColor: '#7c3aed',
  backgroundColor: '#ffffff',
} as const;
