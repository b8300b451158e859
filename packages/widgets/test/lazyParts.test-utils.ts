import { provideControlParts } from '../src/app/controlParts';
import { provideLazyParts } from '../src/app/lazyParts';

// The features' lazy parts come from the chunks `app/` groups them in, as where the package's
// exported components render them: for tests and stories that render a feature or a page alone.
provideLazyParts();
provideControlParts();
