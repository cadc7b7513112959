import './searched-place-marker.css';
import { useMemo } from 'react';
import { divIcon, type LatLngTuple, type LeafletEventHandlerFnMap } from 'leaflet';
import { Marker, useMap } from 'react-leaflet';
import { MAP_ZOOM } from '@rede/domain/constants';
import type { TPlaceKind } from '@rede/domain/schemas/place';

/** The point a CEP, address or city search resolved to: the list's origin and the map's centre. */
export type TSearchedPlace = { latitude: number; longitude: number; label: string; kind: TPlaceKind };

/** The closest the map goes when it frames a searched point (section 4: 16 for a CEP, 14 for an address, 12 for a city). */
export const searchedPlaceZoom = (kind: TPlaceKind): number =>
  kind === 'cep' ? MAP_ZOOM.cep : kind === 'address' ? MAP_ZOOM.address : MAP_ZOOM.city;

const SIZE = 22;
const searchedIcon = divIcon({ className: 'rp-searched', html: '', iconSize: [SIZE, SIZE] });

/**
 * The searched point's marker, named 'Ponto buscado: …' (its title), above the partners' pins; a tab stop whose
 * Enter (or click) brings the map back to it.
 */
export const SearchedPlaceMarker = ({ place, title }: { place: TSearchedPlace; title: string }) => {
  const map = useMap();
  const position = useMemo<LatLngTuple>(() => [place.latitude, place.longitude], [place.latitude, place.longitude]);
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      click: () => map.setView(position, Math.max(map.getZoom(), searchedPlaceZoom(place.kind))),
      keydown: (event) => {
        if (event.originalEvent.key === 'Enter') map.setView(position, Math.max(map.getZoom(), searchedPlaceZoom(place.kind)));
      },
    }),
    [map, position, place.kind],
  );
  return <Marker position={position} icon={searchedIcon} title={title} alt={title} keyboard zIndexOffset={2000} eventHandlers={handlers} />;
};
