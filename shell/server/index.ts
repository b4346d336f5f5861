// Async boundary (DESIGN.md §2): the server is a federation host too; shared
// singletons (React, styled-components, ...) are set up before the app runs.
import('./main');
