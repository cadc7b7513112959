import { useEffect, useMemo, useRef, useState } from 'react';
import type { LeafletEventHandlerFnMap, Map as LeafletMap } from 'leaflet';
import { Tooltip, useMap, useMapEvents } from 'react-leaflet';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlaceIcon from '@mui/icons-material/Place';
import {
  addressFromLookup,
  BRAZIL_CENTER,
  CEP_DIGITS,
  COORDINATE_DECIMALS,
  DEBOUNCE_MAP_SEARCH_MS,
  MAP_DEFAULT_HEIGHT_PX,
  MAP_SEARCH_MAX_RESULTS,
  MAP_SEARCH_MIN_CHARS,
  onlyDigits,
  type TAddressLookup,
} from '@rede/domain';
import { formatMessage, MESSAGES } from '@rede/domain/messages';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';
import { BaseMap } from '@/components/map/base-map';
import { PinMarker } from '@/components/map/map-markers';
import type { TAddressFocus } from './address-focus';
import { geocodeAddress, type TAddressParts } from './geocode-address';
import { lookupCep as defaultLookupCep } from './lookup-cep';
import { zoomForPlaceType } from './map-zoom';
import { searchPlaces as defaultSearchPlaces, type TPlace } from './search-places';

export type TMapPosition = { latitude: number | null; longitude: number | null };

export type TMapPickerProps = {
  value: TMapPosition | null;
  onChange: (position: { latitude: number; longitude: number }) => void;
  /** The form's channel from the CEP field: a found address centres the map on it. */
  focus?: TAddressFocus;
  /** The address typed in the form, for 'Localizar endereço' (zoom 14); shown beside the position. */
  address?: () => TAddressParts & { cep?: string };
  disabled?: boolean;
  height?: number;
  search?: (q: string, signal?: AbortSignal) => Promise<TPlace[]>;
  /** The CEP lookup of 'Usar a posição do CEP' (tests replace it). */
  lookupCep?: (cep: string, signal?: AbortSignal) => Promise<TAddressLookup>;
};

/** 'Rua X, 10 – Bairro, Cidade-UF, CEP 01310-100': the address the form holds, to compare with the marker. */
export const addressLine = (parts: TAddressParts & { cep?: string }): string => {
  const clean = (v: string | undefined) => v?.trim() ?? '';
  const street = [clean(parts.logradouro), clean(parts.numero)].filter(Boolean).join(', ');
  const place = [clean(parts.city), clean(parts.uf)].filter(Boolean).join('-');
  const cep = clean(parts.cep);
  return [street, clean(parts.neibor), place, cep ? `CEP ${cep}` : ''].filter(Boolean).join(' – ');
};

type TView = { latitude: number; longitude: number; zoom: number };

const hasPosition = (value: TMapPosition | null): value is { latitude: number; longitude: number } =>
  value !== null &&
  typeof value.latitude === 'number' &&
  typeof value.longitude === 'number' &&
  Number.isFinite(value.latitude) &&
  Number.isFinite(value.longitude);

/** Moves the map when the view asked for changes. */
const ViewController = ({ view }: { view: TView | null }) => {
  const map = useMap();
  useEffect(() => {
    if (view) map.setView([view.latitude, view.longitude], view.zoom);
  }, [map, view]);
  return null;
};

const ClickToPlace = ({ onPick, disabled }: { onPick: (lat: number, lng: number) => void; disabled: boolean }) => {
  useMapEvents({ click: (event) => (disabled ? undefined : onPick(event.latlng.lat, event.latlng.lng)) });
  return null;
};

const prefixed = (template: string, message: string) =>
  message.startsWith(template.replace('{message}', '').trim()) ? message : formatMessage(template, { message });

/**
 * The map picker of the forms (section 4 and 9): Leaflet with the configured tiles, a place search in
 * Brazil (from 3 characters, 500 ms debounce, 5 results), click or drag the marker to set the position,
 * coordinates with 6 decimals. Without tiles (offline, blocked) the form still works: the coordinates
 * can be typed in the position inputs.
 */
export const MapPicker = ({
  value,
  onChange,
  focus,
  address,
  disabled = false,
  height = MAP_DEFAULT_HEIGHT_PX,
  search = defaultSearchPlaces,
  lookupCep = defaultLookupCep,
}: TMapPickerProps) => {
  const t = useT();
  const { map: mapConfig } = useAppConfig();
  const [view, setView] = useState<TView | null>(() => (hasPosition(value) ? { ...value, zoom: 16 } : null));
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<TPlace[]>([]);
  const [searching, setSearching] = useState(false);
  const [message, setMessage] = useState<{ text: string; severity: 'error' | 'warning' } | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [locating, setLocating] = useState(false);
  const mapRef = useRef<LeafletMap | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const place = (latitude: number, longitude: number, zoom?: number) => {
    onChangeRef.current({ latitude, longitude });
    if (zoom !== undefined) setView({ latitude, longitude, zoom });
  };

  // debounced search from 3 characters
  useEffect(() => {
    const q = query.trim();
    if (q.length < MAP_SEARCH_MIN_CHARS) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setSearching(true);
      search(q, controller.signal)
        .then((found) => {
          setOptions(found.slice(0, MAP_SEARCH_MAX_RESULTS));
          setMessage(null);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          setOptions([]);
          setMessage({ text: prefixed(MESSAGES.map.searchError, getErrorMessage(error)), severity: 'error' });
        })
        .finally(() => {
          if (!controller.signal.aborted) setSearching(false);
        });
    }, DEBOUNCE_MAP_SEARCH_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, search]);

  const locate = async (parts: TAddressParts, fromCep: boolean) => {
    setLocating(true);
    try {
      const found = await geocodeAddress(parts, { fromCep, search: (q) => search(q) });
      if (!found) {
        setMessage({ text: MESSAGES.map.noCoordinates, severity: 'warning' });
        return;
      }
      setMessage(null);
      place(found.latitude, found.longitude, found.zoom);
    } catch (error) {
      setMessage({ text: prefixed(MESSAGES.map.searchError, getErrorMessage(error)), severity: 'error' });
    } finally {
      setLocating(false);
    }
  };
  /** 'Usar a posição do CEP': the position of the CEP's own address (zoom 16), whatever was typed or clicked. */
  const locateCep = async (cep: string) => {
    setLocating(true);
    try {
      const found = await lookupCep(cep);
      const located = await geocodeAddress(addressFromLookup(found), { fromCep: true, search: (q) => search(q) });
      if (!located) {
        setMessage({ text: MESSAGES.cep.noCoordinates, severity: 'warning' });
        return;
      }
      setMessage(null);
      place(located.latitude, located.longitude, located.zoom);
    } catch (error) {
      const notFound = error instanceof ApiError && error.statusCode === 404;
      setMessage(
        notFound
          ? { text: MESSAGES.cep.notFound, severity: 'warning' }
          : { text: prefixed(MESSAGES.cep.lookupError, getErrorMessage(error)), severity: 'error' },
      );
    } finally {
      setLocating(false);
    }
  };
  const locateRef = useRef(locate);
  locateRef.current = locate;

  // the CEP field found an address: centre on it
  useEffect(() => focus?.subscribe((found) => void locateRef.current(found, true)), [focus]);

  // a position typed in the inputs moves the marker into view
  const positioned = hasPosition(value);
  useEffect(() => {
    if (!positioned || !mapRef.current) return;
    const latLng: [number, number] = [value.latitude, value.longitude];
    if (!mapRef.current.getBounds().contains(latLng)) mapRef.current.panTo(latLng);
  }, [positioned, value?.latitude, value?.longitude]);

  const markerHandlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = (event.target as { getLatLng: () => { lat: number; lng: number } }).getLatLng();
        onChangeRef.current({ latitude: lat, longitude: lng });
      },
    }),
    [],
  );
  const tileHandlers = useMemo<LeafletEventHandlerFnMap>(() => ({ tileerror: () => setTilesFailed(true) }), []);

  const typed = address?.();
  const typedLine = typed ? addressLine(typed) : '';
  const cepDigits = onlyDigits(typed?.cep ?? '');
  const initial = view ?? { latitude: BRAZIL_CENTER.latitude, longitude: BRAZIL_CENTER.longitude, zoom: BRAZIL_CENTER.zoom };

  return (
    <Stack spacing={1.5} component="section" aria-label={t('companies.address.mapTitle')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Autocomplete<TPlace, false, false, true>
          freeSolo
          fullWidth
          disabled={disabled}
          options={options}
          filterOptions={(x) => x}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.displayName)}
          getOptionKey={(option) => (typeof option === 'string' ? option : `${option.latitude},${option.longitude},${option.displayName}`)}
          loading={searching}
          loadingText={t('common.loading')}
          noOptionsText={t('companies.address.noResults')}
          inputValue={query}
          onInputChange={(_event, next, reason) => {
            if (reason !== 'reset') setQuery(next);
          }}
          onChange={(_event, selected) => {
            if (!selected || typeof selected === 'string') return;
            if (!Number.isFinite(selected.latitude) || !Number.isFinite(selected.longitude)) {
              setMessage({ text: MESSAGES.map.noCoordinates, severity: 'warning' });
              return;
            }
            setMessage(null);
            place(selected.latitude, selected.longitude, zoomForPlaceType(selected.type));
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('companies.address.searchLabel')}
              placeholder={t('companies.address.searchPlaceholder')}
              helperText={t('companies.address.searchHint')}
              slotProps={{
                ...params.slotProps,
                input: {
                  ...params.slotProps.input,
                  endAdornment: (
                    <>
                      {searching ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                      {params.slotProps.input.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />
        {address ? (
          <Button
            variant="outlined"
            onClick={() => void locate(address(), false)}
            disabled={disabled || locating}
            startIcon={locating ? <CircularProgress size={18} aria-hidden /> : <MyLocationIcon />}
            sx={{ flexShrink: 0, mt: { sm: 1 } }}
          >
            {t('companies.address.locateAddress')}
          </Button>
        ) : null}
        {address ? (
          <Button
            variant="outlined"
            onClick={() => void locateCep(cepDigits)}
            disabled={disabled || locating || cepDigits.length !== CEP_DIGITS}
            startIcon={<PlaceIcon />}
            sx={{ flexShrink: 0, mt: { sm: 1 } }}
          >
            {MESSAGES.position.useCepPosition}
          </Button>
        ) : null}
      </Stack>
      {message ? (
        <Alert severity={message.severity} role="alert" onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      ) : null}
      {tilesFailed ? (
        <Typography variant="caption" color="warning.main" role="status">
          {formatMessage(MESSAGES.map.loadError, { message: t('companies.address.tilesFailed') })}
        </Typography>
      ) : null}
      <BaseMap
        mapRef={mapRef}
        center={[initial.latitude, initial.longitude]}
        zoom={initial.zoom}
        scrollWheelZoom={false}
        tileUrl={mapConfig.tileUrl}
        attribution={mapConfig.attribution}
        tileEventHandlers={tileHandlers}
        role="application"
        aria-label={t('companies.address.mapLabel')}
        sx={{ height, borderRadius: 1, border: 1, borderColor: 'divider' }}
      >
        <ViewController view={view} />
        <ClickToPlace onPick={(lat, lng) => place(lat, lng)} disabled={disabled} />
        {positioned ? (
          <PinMarker
            position={[value.latitude, value.longitude]}
            draggable={!disabled}
            eventHandlers={markerHandlers}
            title={t('companies.address.marker')}
            alt={t('companies.address.marker')}
          >
            {typedLine ? (
              <Tooltip permanent direction="top" offset={[0, -4]}>
                {typedLine}
              </Tooltip>
            ) : null}
          </PinMarker>
        ) : null}
      </BaseMap>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {positioned
          ? t('companies.address.coordinates', {
              latitude: value.latitude.toFixed(COORDINATE_DECIMALS),
              longitude: value.longitude.toFixed(COORDINATE_DECIMALS),
            })
          : t('companies.address.noPosition')}
      </Typography>
      {typedLine ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('companies.address.addressLine', { address: typedLine })}
        </Typography>
      ) : null}
    </Stack>
  );
};
