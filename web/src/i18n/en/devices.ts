export const devices = {
  title: 'Signed-in devices',
  profileIntro:
    'Where you are signed in. Sign out a phone or browser you no longer use or have lost: it needs the password again.',
  accountIntro:
    'Where this person is signed in. Signing out ends that session at once; the field app then asks for the password again and keeps clock actions not yet sent.',
  kindDevice: 'Field app',
  kindBrowser: 'Browser',
  describe: (browser: string | null, system: string | null) =>
    browser && system ? `${browser} on ${system}` : (browser ?? system ?? 'Unknown device'),
  thisDevice: 'This device',
  signedInAt: (when: string) => `Signed in on ${when}`,
  lastUsed: 'Last used',
  signOut: 'Sign out',
  signOutLabel: (what: string) => `Sign out ${what}`,
  signedOut: (what: string) => `${what} is signed out.`,
  none: 'Not signed in anywhere.',
  loadFailed: 'The devices could not be loaded.',
  coordinates: 'Location',
  coordinatesHint:
    'Decimal degrees, e.g. 52.5200 and 13.4050 (from a map). The field app offers the nearest property first.',
  latitude: 'Latitude',
  longitude: 'Longitude',
  latitudeRange: 'Enter a number from −90 to 90.',
  longitudeRange: 'Enter a number from −180 to 180.',
  bothOrNeither: 'Enter both coordinates, or neither.',
  useLocation: 'Use my location',
  locating: 'Finding your location…',
  nearestFirst: 'Nearest first',
  locationUnavailable: 'Your location is not available: the properties are listed by name.',
  fieldSignInIntro: 'Sign in to record your working time on this phone. You stay signed in while you use it.',
  keptForSignIn: (n: number) =>
    `${n} ${n === 1 ? 'action is' : 'actions are'} kept on this phone and sent once you are signed in.`,
};
