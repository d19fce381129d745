/** Build-time settings; everything the browser needs to know about its surroundings. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api';

export const APP_STORE_URL: string =
  import.meta.env.VITE_APP_STORE_URL || 'https://apps.apple.com/tr/search?term=yek%20english';
