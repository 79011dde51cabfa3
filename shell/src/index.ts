// Every module the shell shares is eager (bundled here, see shared-singletons.ts), so nothing
// waits on a share scope: the bootstrap runs from this file at once, not after a second request.
import './shared-singletons';
import './bootstrap';
