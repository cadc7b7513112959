import { UFS, type TFieldValidation, type TFormValues } from '@rede/domain';
import type { TFieldRenderProps, TFormField } from '@/components/form/types';
import type { TAddressFocus } from './address-focus';
import { CepField } from './cep-field';
import { CityField } from './city-field';
import { LazyMapPicker } from './lazy-map-picker';

export const UF_OPTIONS = UFS.map((u) => ({ value: u.uf, label: u.uf }));

/** The address properties of a company, in the order of the form. */
export type TAddressProperty = 'cep' | 'logradouro' | 'numero' | 'complement' | 'neibor' | 'city' | 'uf' | 'addressPosition';

type TAddressFieldsOptions = {
  /** The label of each field (each form has its own catalogue keys). */
  label: (property: TAddressProperty) => string;
  /** The CEP field tells the map where the address is. */
  focus: TAddressFocus;
  cepValidations: readonly TFieldValidation[];
  /** Overrides of the position field (the registration requires it, with a hint). */
  position?: Pick<TFormField, 'required' | 'helperText'>;
};

const str = (values: TFormValues, key: string) => (typeof values[key] === 'string' ? values[key] : '');

/**
 * The address block of the company form and of the registration: the CEP (it fills the address and moves the
 * map), the address fields and the map picker that sets addressPosition.
 */
export const addressFields = ({ label, focus, cepValidations, position }: TAddressFieldsOptions): TFormField[] => [
  {
    property: 'cep',
    type: 'string',
    mask: 'cep',
    label: label('cep'),
    required: true,
    validations: [...cepValidations],
    render: (props: TFieldRenderProps) => <CepField {...props} focus={focus} />,
  },
  { property: 'logradouro', type: 'string', label: label('logradouro'), required: true, maxLength: 255, autoComplete: 'address-line1' },
  { property: 'numero', type: 'string', label: label('numero'), required: true, maxLength: 20, width: 3 },
  { property: 'complement', type: 'string', label: label('complement'), maxLength: 255, width: 3 },
  { property: 'neibor', type: 'string', label: label('neibor'), required: true, maxLength: 255 },
  {
    property: 'city',
    type: 'string',
    label: label('city'),
    required: true,
    maxLength: 255,
    width: 4,
    // one of the state's municipalities, as the API requires
    render: (props: TFieldRenderProps) => <CityField {...props} />,
  },
  { property: 'uf', type: 'options', label: label('uf'), options: UF_OPTIONS, required: true, width: 2 },
  {
    property: 'addressPosition',
    type: 'position',
    label: label('addressPosition'),
    ...position,
    render: ({ value, onChange, values, disabled }: TFieldRenderProps) => (
      <LazyMapPicker
        value={value as { latitude: number | null; longitude: number | null } | null}
        onChange={onChange}
        focus={focus}
        disabled={disabled}
        address={() => ({
          logradouro: str(values, 'logradouro'),
          numero: str(values, 'numero'),
          neibor: str(values, 'neibor'),
          city: str(values, 'city'),
          uf: str(values, 'uf'),
          cep: str(values, 'cep'),
        })}
      />
    ),
  },
];
