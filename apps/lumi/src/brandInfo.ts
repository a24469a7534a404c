/**
 * Lumi's identity as plain data (no imports), read by brand.ts at run time and by the build
 * for the web app manifest (issue 11: name, icons and colours of the installable app).
 */
export const brandInfo = {
  id: 'lumi',
  name: 'Lumi',
  shortName: 'Lumi',
  description: 'Lumi: video chat one-to-one with hosts from around the world.',
  logo: '/logo.svg',
  /** Browser UI and splash colours of the installed app. */
  themeColor: '#0ea5a4',
  backgroundColor: '#ffffff',
} as const;
