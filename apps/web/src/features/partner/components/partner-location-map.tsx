/** The 'Localização' map of the details page (lazy chunk), on the map kit: one pin at the partner's position. */
import { useMemo } from 'react';
import type { LatLngTuple } from 'leaflet';
import { BaseMap } from '@/components/map/base-map';
import { PinMarker } from '@/components/map/map-markers';

export type TPartnerLocationMapProps = { latitude: number; longitude: number; name: string; tileUrl: string; attribution: string; label: string };

const ZOOM = 16;

export const PartnerLocationMap = ({ latitude, longitude, name, tileUrl, attribution, label }: TPartnerLocationMapProps) => {
  const position = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);
  return (
    <BaseMap
      // another partner's page: a new map at its position
      key={`${latitude},${longitude}`}
      center={position}
      zoom={ZOOM}
      scrollWheelZoom={false}
      tileUrl={tileUrl}
      attribution={attribution}
      role="region"
      aria-label={label}
      data-testid="partner-location-map"
      sx={{ height: 320, borderRadius: 2 }}
    >
      <PinMarker key={name} position={position} title={name} alt={name} />
    </BaseMap>
  );
};
