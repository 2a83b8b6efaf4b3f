// The page's first script: its own small chunk, loaded by a script tag of its own ahead of the entry
// (vite.config.ts), so that the requests leave before React and the router have even loaded. main.tsx
// imports it too (the same module, run once), which is all the dev server needs.
import { startEarlyRequests } from '@/app/early-requests';

startEarlyRequests(window.location.pathname);
