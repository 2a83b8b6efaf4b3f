/** Every layout style the corpus uses, by key. */
import type { VendorStyle } from './draft.ts';
import { parkwise, phishing, skylarkAir, staylane, tablebook } from './negatives/look-alikes.ts';
import { arenapass } from './vendors/arenapass.ts';
import { boxofficedirect } from './vendors/boxofficedirect.ts';
import { entradasya } from './vendors/entradasya.ts';
import { eventique } from './vendors/eventique.ts';
import { gigtix } from './vendors/gigtix.ts';
import { kaartjeskassa } from './vendors/kaartjeskassa.ts';
import { kartenwelt } from './vendors/kartenwelt.ts';
import { lumiere } from './vendors/lumiere.ts';
import { lyric } from './vendors/lyric.ts';
import { mariners } from './vendors/mariners.ts';
import { northpass } from './vendors/northpass.ts';
import { seatsquare } from './vendors/seatsquare.ts';
import { stubnation } from './vendors/stubnation.ts';
import { sundial } from './vendors/sundial.ts';
import { courtsideExchange, marqueeMobile, podiumTickets, taquillaCentral } from './vendors/test-only.ts';
import { tickethub } from './vendors/tickethub.ts';
import { tixloop } from './vendors/tixloop.ts';

const all: VendorStyle[] = [
  tickethub,
  seatsquare,
  arenapass,
  eventique,
  boxofficedirect,
  stubnation,
  gigtix,
  kartenwelt,
  entradasya,
  lumiere,
  kaartjeskassa,
  mariners,
  lyric,
  sundial,
  tixloop,
  northpass,
  marqueeMobile,
  taquillaCentral,
  podiumTickets,
  courtsideExchange,
  phishing,
  parkwise,
  tablebook,
  skylarkAir,
  staylane,
];

export const styles: Record<string, VendorStyle> = Object.fromEntries(all.map((style) => [style.key, style]));
