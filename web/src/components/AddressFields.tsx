import { TextField } from './fields.tsx';

export type AddressKey = 'street' | 'postal_code' | 'city' | 'country';

/** Street, postal code and city side by side, and country: a postal address in a dialog. */
export function AddressFields({
  labels,
  value,
  onChange,
  errors,
}: {
  labels: { street: string; postalCode: string; city: string; country: string };
  value: Record<AddressKey, string>;
  onChange: (key: AddressKey) => (value: string) => void;
  /** Errors by pointer, as the server names them (`/address/city`). */
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextField
        label={labels.street}
        value={value.street}
        onChange={onChange('street')}
        error={errors['/address/street']}
        autoComplete="off"
        maxLength={200}
        optional
      />
      <div className="form-row">
        <TextField
          label={labels.postalCode}
          value={value.postal_code}
          onChange={onChange('postal_code')}
          error={errors['/address/postal_code']}
          autoComplete="off"
          maxLength={20}
          optional
        />
        <TextField
          label={labels.city}
          value={value.city}
          onChange={onChange('city')}
          error={errors['/address/city']}
          autoComplete="off"
          maxLength={100}
          optional
        />
      </div>
      <TextField
        label={labels.country}
        value={value.country}
        onChange={onChange('country')}
        error={errors['/address/country']}
        autoComplete="off"
        maxLength={100}
        optional
      />
    </>
  );
}
