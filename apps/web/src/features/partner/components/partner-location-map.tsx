/** The 'Localização' map of the details page (lazy chunk): one marker, a CSS divIcon. */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';

type TPartnerLocationMapProps = { latitude: number; longitude: number; name: string; tileUrl: string; attribution: string; label: string };

const PIN_HTML =
  '<span style="position:absolute;left:1px;top:0;width:24px;height:24px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#d32f2f;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)"></span>';

export const PartnerLocationMap = ({ latitude, longitude, name, tileUrl, attribution, label }: TPartnerLocationMapProps) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return undefined;
    const map = L.map(ref.current, { center: [latitude, longitude], zoom: 16, scrollWheelZoom: false });
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    L.marker([latitude, longitude], {
      icon: L.divIcon({ className: 'rp-detail-marker', html: PIN_HTML, iconSize: [26, 30], iconAnchor: [13, 30] }),
      title: name,
      alt: name,
    }).addTo(map);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, name, tileUrl, attribution]);
  return (
    <Box
      ref={ref}
      role="region"
      aria-label={label}
      data-testid="partner-location-map"
      sx={{ height: 320, borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover', zIndex: 0 }}
    />
  );
};
