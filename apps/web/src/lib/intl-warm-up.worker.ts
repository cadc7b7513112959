/**
 * Pays Intl's one-time start off the main thread (main.tsx starts this worker first thing). A browser loads
 * ICU's locale and time-zone data on the first Intl call, ~20 ms (~80 ms on a mid-range phone); in Chromium
 * that data is shared by the whole page process, so once this worker has loaded it, the first render that
 * shows opening hours ('Aberto agora · fecha às 18:00', after hydration) finds it ready. Then it ends.
 */
import { localTime } from '@rede/domain/opening-hours/local-time';
import { DEFAULT_TIME_ZONE } from '@rede/domain/constants';

localTime(new Date(), DEFAULT_TIME_ZONE);
new Intl.DateTimeFormat('pt-BR').format(new Date());
self.close();
