import type { FieldType } from './forms.schema.js';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in every language the catalogue speaks. */
export type LocalizedText = Record<Language, string>;

export interface CatalogField {
  id: string;
  type: FieldType;
  label: LocalizedText;
  required: boolean;
  options?: LocalizedText[];
}

/**
 * A ready-made template. Imported templates take the texts of one language; the `key`
 * makes an import idempotent (a tenant holds at most one template per key).
 */
export interface CatalogEntry {
  key: string;
  name: LocalizedText;
  description: LocalizedText;
  fields: CatalogField[];
}

const t = (en: string, de: string): LocalizedText => ({ en, de });

const field = (
  id: string,
  type: FieldType,
  label: LocalizedText,
  required: boolean,
  options?: LocalizedText[],
): CatalogField => ({ id, type, label, required, ...(options ? { options } : {}) });

const photo = (label = t('Photo', 'Foto')) => field('photo', 'photo', label, false);
const remarks = field('remarks', 'text', t('Remarks', 'Bemerkungen'), false);
const signature = (label: LocalizedText, required = true) => field('signature', 'signature', label, required);

/** The built-in catalogue, in the order it is listed. Keys never change once published. */
export const CATALOG: readonly CatalogEntry[] = [
  {
    key: 'cleaning_quality_check',
    name: t('Cleaning quality check', 'Reinigungskontrolle'),
    description: t(
      'Check of the cleaning result in the common areas, with an overall rating.',
      'Kontrolle des Reinigungsergebnisses in den Allgemeinflächen, mit Gesamtbewertung.',
    ),
    fields: [
      field('entrance_clean', 'checkbox', t('Entrance area clean', 'Eingangsbereich sauber'), true),
      field(
        'stairwell_clean',
        'checkbox',
        t('Stairwell and handrails clean', 'Treppenhaus und Handläufe sauber'),
        true,
      ),
      field('bin_area_clean', 'checkbox', t('Bin area tidy', 'Müllstandplatz ordentlich'), false),
      field('areas_checked', 'multiple_choice', t('Areas checked', 'Geprüfte Bereiche'), true, [
        t('Entrance', 'Eingang'),
        t('Stairwell', 'Treppenhaus'),
        t('Lift', 'Aufzug'),
        t('Basement', 'Keller'),
        t('Bin area', 'Müllstandplatz'),
        t('Outdoor area', 'Außenanlage'),
      ]),
      field('rating', 'rating', t('Overall impression (1–5)', 'Gesamteindruck (1–5)'), true),
      remarks,
      photo(t('Photo of anything that needs attention', 'Foto von Auffälligkeiten')),
      signature(t('Signature of the inspector', 'Unterschrift des Prüfers'), false),
    ],
  },
  {
    key: 'security_patrol',
    name: t('Security patrol checklist', 'Checkliste Kontrollgang'),
    description: t(
      'Patrol round: doors, windows, lighting and alarm system.',
      'Kontrollrundgang: Türen, Fenster, Beleuchtung und Alarmanlage.',
    ),
    fields: [
      field('patrol_date', 'date', t('Date of the patrol', 'Datum des Rundgangs'), true),
      field('start_time', 'time', t('Start of the round', 'Beginn des Rundgangs'), true),
      field('end_time', 'time', t('End of the round', 'Ende des Rundgangs'), false),
      field('doors_locked', 'checkbox', t('All outer doors locked', 'Alle Außentüren verschlossen'), true),
      field('windows_closed', 'checkbox', t('All windows closed', 'Alle Fenster geschlossen'), true),
      field('lighting_ok', 'checkbox', t('Lighting works', 'Beleuchtung funktioniert'), true),
      field('alarm_status', 'single_choice', t('Alarm system', 'Alarmanlage'), true, [
        t('Armed', 'Scharf geschaltet'),
        t('Disarmed', 'Unscharf'),
        t('Fault', 'Störung'),
      ]),
      field('findings', 'multiple_choice', t('Findings', 'Feststellungen'), true, [
        t('Nothing unusual', 'Keine besonderen Vorkommnisse'),
        t('Open window', 'Offenes Fenster'),
        t('Unlocked door', 'Unverschlossene Tür'),
        t('Damaged fence', 'Beschädigter Zaun'),
        t('Suspicious person', 'Verdächtige Person'),
        t('Graffiti', 'Graffiti'),
        t('Lighting defect', 'Beleuchtungsausfall'),
      ]),
      field('notes', 'text', t('Notes', 'Notizen'), false),
      photo(t('Photo of a finding', 'Foto einer Feststellung')),
      signature(t('Signature of the guard', 'Unterschrift des Wachmanns')),
    ],
  },
  {
    key: 'defect_report',
    name: t('Defect report', 'Mängelmeldung'),
    description: t(
      'Report a defect found on site, with its location, urgency and a photo.',
      'Meldung eines Mangels vor Ort, mit Ort, Dringlichkeit und Foto.',
    ),
    fields: [
      field('location', 'text', t('Where exactly?', 'Wo genau?'), true),
      field('category', 'single_choice', t('Category', 'Kategorie'), true, [
        t('Plumbing', 'Sanitär'),
        t('Electrical', 'Elektrik'),
        t('Doors & locks', 'Türen & Schlösser'),
        t('Windows', 'Fenster'),
        t('Lift', 'Aufzug'),
        t('Facade', 'Fassade'),
        t('Other', 'Sonstiges'),
      ]),
      field('urgency', 'single_choice', t('Urgency', 'Dringlichkeit'), true, [
        t('Low', 'Gering'),
        t('Normal', 'Normal'),
        t('Urgent', 'Dringend'),
      ]),
      field('description', 'text', t('What is wrong?', 'Was ist defekt?'), true),
      field('noticed_on', 'date', t('Noticed on', 'Festgestellt am'), true),
      field('safety_risk', 'checkbox', t('Risk to people', 'Gefahr für Personen'), true),
      field('photo', 'photo', t('Photo of the defect', 'Foto des Mangels'), true),
    ],
  },
  {
    key: 'handover_protocol',
    name: t('Apartment handover protocol', 'Wohnungsübergabeprotokoll'),
    description: t(
      'Handover or takeover of an apartment: condition of the rooms, meter readings and keys, signed by both sides.',
      'Übergabe oder Abnahme einer Wohnung: Zustand der Räume, Zählerstände und Schlüssel, von beiden Seiten unterschrieben.',
    ),
    fields: [
      field('handover_type', 'single_choice', t('Type of handover', 'Art der Übergabe'), true, [
        t('Move-in', 'Einzug'),
        t('Move-out', 'Auszug'),
      ]),
      field('handover_date', 'date', t('Date of the handover', 'Datum der Übergabe'), true),
      field('unit', 'text', t('Apartment (number, floor)', 'Wohnung (Nummer, Geschoss)'), true),
      field('tenant_name', 'text', t('Name of the tenant', 'Name des Mieters'), true),
      field('rooms_condition', 'rating', t('Condition of the rooms (1–5)', 'Zustand der Räume (1–5)'), true),
      field('defects_found', 'multiple_choice', t('Defects found', 'Festgestellte Mängel'), false, [
        t('Walls / paint', 'Wände / Anstrich'),
        t('Floors', 'Böden'),
        t('Windows', 'Fenster'),
        t('Doors', 'Türen'),
        t('Sanitary facilities', 'Sanitäranlagen'),
        t('Kitchen', 'Küche'),
      ]),
      field('electricity_meter', 'number', t('Electricity meter reading (kWh)', 'Zählerstand Strom (kWh)'), true),
      field('water_meter', 'number', t('Water meter reading (m³)', 'Zählerstand Wasser (m³)'), true),
      field('keys_handed_over', 'number', t('Number of keys handed over', 'Anzahl übergebener Schlüssel'), true),
      remarks,
      photo(t('Photos of the rooms', 'Fotos der Räume')),
      field('signature_tenant', 'signature', t('Signature of the tenant', 'Unterschrift des Mieters'), true),
      field('signature_landlord', 'signature', t('Signature for the landlord', 'Unterschrift für den Vermieter'), true),
    ],
  },
  {
    key: 'winter_service_log',
    name: t('Winter service log', 'Winterdienst-Protokoll'),
    description: t(
      'Record of snow clearing and gritting, as evidence for the duty to keep paths safe.',
      'Nachweis über Schneeräumung und Streuen, als Beleg für die Verkehrssicherungspflicht.',
    ),
    fields: [
      field('service_date', 'date', t('Date', 'Datum'), true),
      field('service_time', 'time', t('Time of the round', 'Uhrzeit des Einsatzes'), true),
      field('weather', 'single_choice', t('Weather', 'Wetterlage'), true, [
        t('Snowfall', 'Schneefall'),
        t('Black ice', 'Glatteis'),
        t('Freezing rain', 'Eisregen'),
        t('Frost, dry', 'Frost, trocken'),
      ]),
      field('work_done', 'multiple_choice', t('Work done', 'Durchgeführte Arbeiten'), true, [
        t('Snow cleared', 'Schnee geräumt'),
        t('Gritted', 'Gestreut'),
        t('Entrances cleared', 'Zugänge freigeräumt'),
        t('Bin area cleared', 'Müllstandplatz freigeräumt'),
      ]),
      field('grit_used', 'single_choice', t('Grit used', 'Streumittel'), false, [
        t('Grit', 'Splitt'),
        t('Sand', 'Sand'),
        t('Salt', 'Salz'),
      ]),
      remarks,
      photo(),
      signature(t('Signature', 'Unterschrift')),
    ],
  },
  {
    key: 'playground_inspection',
    name: t('Playground inspection', 'Spielplatzkontrolle'),
    description: t(
      'Visual routine inspection of the playground (EN 1176-7).',
      'Visuelle Routineinspektion des Spielplatzes (DIN EN 1176-7).',
    ),
    fields: [
      field('inspection_date', 'date', t('Inspection date', 'Datum der Kontrolle'), true),
      field('equipment_checked', 'multiple_choice', t('Equipment checked', 'Geprüfte Spielgeräte'), true, [
        t('Swing', 'Schaukel'),
        t('Slide', 'Rutsche'),
        t('Sandpit', 'Sandkasten'),
        t('Climbing frame', 'Klettergerüst'),
        t('Seesaw', 'Wippe'),
        t('Fence & gate', 'Zaun & Tor'),
      ]),
      field('all_safe', 'checkbox', t('All equipment safe to use', 'Alle Geräte sicher benutzbar'), true),
      field(
        'sand_clean',
        'checkbox',
        t('Sandpit free of glass and waste', 'Sandkasten frei von Glas und Abfall'),
        false,
      ),
      field('hazards_found', 'number', t('Number of hazards found', 'Anzahl gefundener Gefahrenstellen'), false),
      field('condition', 'rating', t('General condition (1–5)', 'Allgemeiner Zustand (1–5)'), true),
      remarks,
      photo(),
    ],
  },
  {
    key: 'key_handover',
    name: t('Key handover', 'Schlüsselübergabe'),
    description: t(
      'Receipt for keys handed to a contractor, tenant or colleague.',
      'Quittung über Schlüssel, die an Dienstleister, Mieter oder Kollegen übergeben werden.',
    ),
    fields: [
      field('handed_to', 'text', t('Handed to (name)', 'Übergeben an (Name)'), true),
      field('key_numbers', 'text', t('Key numbers', 'Schlüsselnummern'), true),
      field('key_count', 'number', t('Number of keys', 'Anzahl der Schlüssel'), true),
      field('purpose', 'single_choice', t('Purpose', 'Zweck'), true, [
        t('Contractor works', 'Handwerkerarbeiten'),
        t('Move-in', 'Einzug'),
        t('Substitute', 'Vertretung'),
        t('Other', 'Sonstiges'),
      ]),
      field('return_by', 'date', t('To be returned by', 'Rückgabe bis'), false),
      signature(t('Signature of the recipient', 'Unterschrift des Empfängers')),
    ],
  },
  {
    key: 'stairwell_cleaning',
    name: t('Stairwell cleaning log', 'Treppenhausreinigung'),
    description: t(
      'Record of a stairwell cleaning, floor by floor, for the notice board and the landlord.',
      'Nachweis einer Treppenhausreinigung, Etage für Etage, für Aushang und Vermieter.',
    ),
    fields: [
      field('cleaning_date', 'date', t('Date', 'Datum'), true),
      field('floors_cleaned', 'multiple_choice', t('Floors cleaned', 'Gereinigte Etagen'), true, [
        t('Basement', 'Keller'),
        t('Ground floor', 'Erdgeschoss'),
        t('1st floor', '1. Obergeschoss'),
        t('2nd floor', '2. Obergeschoss'),
        t('3rd floor', '3. Obergeschoss'),
        t('Attic', 'Dachgeschoss'),
      ]),
      field('steps_mopped', 'checkbox', t('Steps swept and mopped', 'Stufen gekehrt und gewischt'), true),
      field(
        'handrails_wiped',
        'checkbox',
        t('Handrails and light switches wiped', 'Handläufe und Lichtschalter abgewischt'),
        true,
      ),
      field('windows_cleaned', 'checkbox', t('Stairwell windows cleaned', 'Treppenhausfenster geputzt'), false),
      remarks,
    ],
  },
  {
    key: 'bin_area_check',
    name: t('Bin area check', 'Kontrolle Müllstandplatz'),
    description: t(
      'Check of the bin area: fill level, wrongly sorted waste and cleanliness.',
      'Kontrolle des Müllstandplatzes: Füllstand, Fehlwürfe und Sauberkeit.',
    ),
    fields: [
      field('check_date', 'date', t('Date', 'Datum'), true),
      field('fill_level', 'single_choice', t('Fill level of the bins', 'Füllstand der Tonnen'), true, [
        t('Less than half full', 'Weniger als halb voll'),
        t('More than half full', 'Mehr als halb voll'),
        t('Overfull', 'Überfüllt'),
      ]),
      field('wrong_sorting', 'checkbox', t('Wrongly sorted waste found', 'Fehlwürfe festgestellt'), true),
      field('bulky_waste', 'checkbox', t('Bulky waste left behind', 'Sperrmüll abgestellt'), true),
      field('area_cleaned', 'checkbox', t('Area cleaned', 'Platz gereinigt'), true),
      photo(),
    ],
  },
  {
    key: 'meter_reading',
    name: t('Meter reading', 'Zählerablesung'),
    description: t(
      'Reading of the building’s utility meters, with a photo of each meter.',
      'Ablesung der Hauszähler, mit einem Foto je Zähler.',
    ),
    fields: [
      field('reading_date', 'date', t('Date of reading', 'Ablesedatum'), true),
      field('meter_type', 'single_choice', t('Meter', 'Zähler'), true, [
        t('Electricity', 'Strom'),
        t('Gas', 'Gas'),
        t('Water', 'Wasser'),
        t('Heat', 'Wärme'),
      ]),
      field('meter_number', 'text', t('Meter number', 'Zählernummer'), true),
      field('reading', 'number', t('Reading', 'Zählerstand'), true),
      field('photo', 'photo', t('Photo of the meter', 'Foto des Zählers'), true),
    ],
  },
];

export const CATALOG_KEYS = CATALOG.map((entry) => entry.key);

export function catalogEntry(key: string): CatalogEntry | undefined {
  return CATALOG.find((entry) => entry.key === key);
}
