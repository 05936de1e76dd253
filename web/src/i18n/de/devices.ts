import type { Messages } from '../en/index.ts';

export const devices: Messages['devices'] = {
  title: 'Angemeldete Geräte',
  profileIntro:
    'Wo Sie angemeldet sind. Melden Sie ein Telefon oder einen Browser ab, den Sie nicht mehr nutzen oder verloren haben: Dort ist dann wieder das Passwort nötig.',
  accountIntro:
    'Wo diese Person angemeldet ist. Abmelden beendet die Sitzung sofort; die Außendienst-App fragt dann wieder nach dem Passwort und behält noch nicht gesendete Stempelungen.',
  kindDevice: 'Außendienst-App',
  kindBrowser: 'Browser',
  describe: (browser: string | null, system: string | null) =>
    browser && system ? `${browser} auf ${system}` : (browser ?? system ?? 'Unbekanntes Gerät'),
  thisDevice: 'Dieses Gerät',
  signedInAt: (when: string) => `Angemeldet am ${when}`,
  lastUsed: 'Zuletzt genutzt',
  signOut: 'Abmelden',
  signOutLabel: (what: string) => `${what} abmelden`,
  signedOut: (what: string) => `${what} ist abgemeldet.`,
  none: 'Nirgends angemeldet.',
  loadFailed: 'Die Geräte konnten nicht geladen werden.',
  coordinates: 'Standort',
  coordinatesHint:
    'Dezimalgrad, z. B. 52,5200 und 13,4050 (aus einer Karte). Die Außendienst-App bietet das nächstgelegene Objekt zuerst an.',
  latitude: 'Breitengrad',
  longitude: 'Längengrad',
  latitudeRange: 'Geben Sie eine Zahl von −90 bis 90 ein.',
  longitudeRange: 'Geben Sie eine Zahl von −180 bis 180 ein.',
  bothOrNeither: 'Geben Sie beide Koordinaten ein oder keine.',
  useLocation: 'Meinen Standort verwenden',
  locating: 'Standort wird bestimmt …',
  nearestFirst: 'Nächstgelegene zuerst',
  locationUnavailable: 'Ihr Standort ist nicht verfügbar: Die Objekte sind nach Namen sortiert.',
  fieldSignInIntro:
    'Melden Sie sich an, um Ihre Arbeitszeit auf diesem Telefon zu erfassen. Sie bleiben angemeldet, solange Sie es nutzen.',
  keptForSignIn: (n: number) =>
    `${n} ${n === 1 ? 'Eingabe bleibt' : 'Eingaben bleiben'} auf diesem Telefon und ${n === 1 ? 'wird' : 'werden'} nach der Anmeldung gesendet.`,
};
