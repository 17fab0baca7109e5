// The same decorators and globals as the light pass; only the story list differs (main.ts here).
export { default } from '../preview';
