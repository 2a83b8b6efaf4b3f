import { createAreaHandler } from '../../core/http/create-area-handler.ts';
import { getExtractionSettings } from './get-extraction-settings.ts';
import { saveExtractionSettings } from './save-extraction-settings.ts';

export const handler = createAreaHandler('settings', { getExtractionSettings, saveExtractionSettings });
