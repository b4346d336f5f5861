// Async boundary (DESIGN.md §2): shared singletons are negotiated before any app code runs.
import('./bootstrap');
