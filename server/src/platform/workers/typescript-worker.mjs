// Preloaded (--import) by the CPU pool's threads when the server runs from its TypeScript sources.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
